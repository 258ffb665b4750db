import type { Queryable } from '@batas/db';
import { citationSlug } from '@batas/shared';
import { MAX_EXTRACT_CITATIONS } from '@batas/shared/contracts/citations';
import { findCitedDocuments } from './cited-documents.ts';
import { extractCitationsOffThread } from './off-thread-extract.ts';

/**
 * POST /api/citations/extract: every citation in a text with its span, canonical form and slug, and the library
 * document it points to (null when the library lacks it or cannot tell which one is meant). At most
 * MAX_EXTRACT_CITATIONS, in text order; `truncated` says the text held more.
 */
export async function extractTextCitations(db: Queryable, text: string) {
  const { citations, truncated } = await extractCitationsOffThread(text, MAX_EXTRACT_CITATIONS);
  const targets = await findCitedDocuments(db, citations);
  return {
    citations: citations.map((citation, index) => {
      const target = targets[index]!;
      return {
        text: citation.text,
        start: citation.start,
        end: citation.end,
        kind: citation.kind,
        serials: citation.serials,
        date: citation.date,
        canonical: citation.canonical,
        slug: citationSlug(citation),
        document: target.status === 'found' ? { slug: target.document.slug, title: target.document.title } : null,
        candidates: target.status === 'choose' ? target.count : target.status === 'found' ? 1 : 0,
      };
    }),
    truncated,
  };
}
