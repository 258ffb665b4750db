import type { DocumentRef, ReportPage } from '@batas/shared/contracts/admin-citator';
import { documentHeading } from '@batas/shared/names';
import { documentLinkId } from '@batas/shared/slugs';

/** The columns of a documents row a reference needs (DOCUMENT_REF_COLUMNS selects them). */
export interface DocumentRefRow {
  id: string;
  slug: string;
  title: string;
  short_title: string | null;
  citation: string | null;
  date: string | null;
}

export const DOCUMENT_REF_COLUMNS = 'id, slug, title, short_title, citation, document_date::text AS date';

export function presentDocumentRef(row: DocumentRefRow): DocumentRef {
  return {
    id: row.id,
    linkId: documentLinkId({ slug: row.slug, id: row.id }),
    heading: documentHeading({ title: row.title, shortTitle: row.short_title }),
    citation: row.citation,
    date: row.date,
  };
}

/** A report_pages row, with who decided it (their name) when an administrator did. */
export interface ReportPageRow {
  key: string;
  series: ReportPage['series'];
  volume: number;
  page: number;
  document_id: string | null;
  state: ReportPage['state'];
  method: ReportPage['method'];
  support: number;
  dissent: number;
  evidence: StoredEvidence[];
  decision: 'confirmed' | 'changed' | 'removed' | null;
  decided_by_name: string | null;
  decided_at: Date | null;
  mined_at: Date;
}

/** report_pages.evidence as build-crosswalk.ts writes it. */
export type StoredEvidence =
  | { method: 'parallel'; documentId: string; support: number; citing: string[] }
  | { method: 'name'; name: string; documentIds: string[]; support: number; citing: string[] };

const SERIES_LABEL: Record<ReportPage['series'], string> = { SCRA: 'SCRA', PHIL: 'Phil.', OG: 'O.G.' };

/** '136 SCRA 27', '63 Phil. 139', '47 O.G. 43'. */
export const reportCitation = (row: Pick<ReportPageRow, 'series' | 'volume' | 'page'>) =>
  `${row.volume} ${SERIES_LABEL[row.series]} ${row.page}`;

/** Every document id a page's row names: its mapping, its candidates, the citing documents of its evidence. */
export function documentIdsOf(row: ReportPageRow): string[] {
  return [
    ...(row.document_id ? [row.document_id] : []),
    ...row.evidence.flatMap((item) => [
      ...(item.method === 'parallel' ? [item.documentId] : item.documentIds),
      ...item.citing,
    ]),
  ];
}

/** A page of the review; `documents` holds the references of documentIdsOf (a deleted document is left out). */
export function presentReportPage(row: ReportPageRow, documents: ReadonlyMap<string, DocumentRef>): ReportPage {
  const refs = (ids: readonly string[]) => ids.flatMap((id) => documents.get(id) ?? []);
  return {
    key: row.key,
    citation: reportCitation(row),
    series: row.series,
    volume: row.volume,
    page: row.page,
    state: row.state,
    method: row.method,
    support: row.support,
    dissent: row.dissent,
    document: row.document_id ? (documents.get(row.document_id) ?? null) : null,
    decision:
      row.decision && row.decided_at
        ? { kind: row.decision, by: row.decided_by_name, at: row.decided_at.toISOString() }
        : null,
    evidence: row.evidence.map((item) => ({
      method: item.method,
      name: item.method === 'name' ? item.name : null,
      candidates: refs(item.method === 'parallel' ? [item.documentId] : item.documentIds),
      support: item.support,
      citing: refs(item.citing),
    })),
    minedAt: row.mined_at.toISOString(),
  };
}
