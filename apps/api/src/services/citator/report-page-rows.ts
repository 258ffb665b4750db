import type { Queryable } from '@batas/db';
import type { DocumentRef, ReportPage } from '@batas/shared/contracts/admin-citator';
import {
  DOCUMENT_REF_COLUMNS,
  documentIdsOf,
  presentDocumentRef,
  presentReportPage,
  type DocumentRefRow,
  type ReportPageRow,
} from '../../presenters/report-page.ts';

/** The columns of report_pages a review row shows, `p` being report_pages. */
export const REPORT_PAGE_COLUMNS = `p.key, p.series, p.volume, p.page, p.document_id, p.state, p.method, p.support,
  p.dissent, p.evidence, p.decision, p.decided_at, p.mined_at,
  (SELECT nullif(btrim(concat_ws(' ', first_name, last_name)), '') FROM users WHERE id = p.decided_by) AS decided_by_name`;

/** The rows presented, with every document they name looked up in one query (a primary-key probe each). */
export async function presentReportPageRows(db: Queryable, rows: readonly ReportPageRow[]): Promise<ReportPage[]> {
  const ids = [...new Set(rows.flatMap(documentIdsOf))];
  const documents = new Map<string, DocumentRef>();
  if (ids.length > 0) {
    const found = await db.query<DocumentRefRow>(
      `SELECT ${DOCUMENT_REF_COLUMNS} FROM documents WHERE id = ANY($1::uuid[])`,
      [ids],
    );
    for (const row of found.rows) documents.set(row.id, presentDocumentRef(row));
  }
  return rows.map((row) => presentReportPage(row, documents));
}

/** One page of the crosswalk by its key, presented; null when no evidence names it. */
export async function readReportPage(db: Queryable, key: string): Promise<ReportPage | null> {
  const { rows } = await db.query<ReportPageRow>(`SELECT ${REPORT_PAGE_COLUMNS} FROM report_pages p WHERE p.key = $1`, [
    key,
  ]);
  return rows.length ? (await presentReportPageRows(db, rows))[0]! : null;
}
