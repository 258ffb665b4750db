import type { Queryable } from '@batas/db';
import type { DocumentRef } from '@batas/shared/contracts/admin-citator';
import { presentDocumentRef } from '../../presenters/report-page.ts';
import { parseSearchQuery } from '../search/parse-query.ts';
import { searchDocuments } from '../search/search-documents.ts';

const DECISIONS_SHOWN = 10;

/**
 * The decisions a report page can be mapped to, for the review's picker: the library's ranked search (case names,
 * G.R. numbers, report citations alike) narrowed to decisions.
 */
export async function searchDecisions(db: Queryable, q: string): Promise<DocumentRef[]> {
  const found = await searchDocuments(db, {
    search: parseSearchQuery(q),
    filter: () => ['document_is_decision(document_type)'],
    offset: 0,
    limit: DECISIONS_SHOWN,
  });
  return found.rows.map((row) =>
    presentDocumentRef({
      id: row.id,
      slug: row.slug,
      title: row.title,
      short_title: row.short_title,
      citation: row.citation,
      date: row.date_decided ?? row.date_enacted,
    }),
  );
}
