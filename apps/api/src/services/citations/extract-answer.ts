import { citationSlug, type ExtractedCitation } from '@batas/shared';
import type { extractResponse } from '@batas/shared/contracts/citations';
import type { z } from 'zod';
import type { CitationTarget } from './cited-documents.ts';

/**
 * The answer of POST /api/citations/extract, in the contract's shape: each citation with its span, canonical form
 * and slug, and the library document it points to (null when the library lacks it or cannot tell which one is
 * meant). Built on the citation reader's thread when it runs (extract-worker.ts), else on the server's.
 */
export function extractAnswer(
  citations: readonly ExtractedCitation[],
  targets: readonly CitationTarget[],
  truncated: boolean,
): z.infer<typeof extractResponse>['data'] {
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
