import type { Queryable } from '@batas/db';
import type { DocumentCitations, DocumentCitationsQuery } from '@batas/shared/contracts/document-citations';
import { caseName, documentHeading } from '@batas/shared/names';

interface CitedRow {
  text: string;
  slug: string | null;
  title: string | null;
  short_title: string | null;
  document_type: string | null;
  petitioner: string | null;
  respondent: string | null;
}

interface CitingRow {
  slug: string;
  title: string;
  short_title: string | null;
  document_type: string;
  date: string | null;
  context: string | null;
  context_start: number | null;
  context_end: number | null;
}

const DECISION_TYPES = ['Supreme Court Decision', 'Decision'];

/**
 * What a reader knows a cited document by: a decision by its case name ('Tañada v. Tuvera', or an 'In re' caption
 * up to its first comma), a law by its short title or title. Null when the citation is not in the library.
 */
function citedHeading(row: CitedRow): string | null {
  if (row.title === null) return null;
  if (row.document_type !== null && DECISION_TYPES.includes(row.document_type)) {
    return row.short_title?.trim() || caseName(row.title, row);
  }
  return documentHeading({ title: row.title, shortTitle: row.short_title });
}

/**
 * The citator's view of one document: a page of what it cites (its order) and a page of what cites it (newest
 * first), with both totals. Null when no document has this slug.
 */
export async function documentCitations(
  db: Queryable,
  slug: string,
  query: DocumentCitationsQuery,
): Promise<DocumentCitations | null> {
  const found = await db.query<{ id: string; cited_by_count: number }>(
    'SELECT id, document_cited_by(id) AS cited_by_count FROM documents WHERE slug = $1',
    [slug],
  );
  const document = found.rows[0];
  if (!document) return null;
  const offset = (query.page - 1) * query.limit;
  const types = query.citedByType === 'decision' ? DECISION_TYPES : null;

  const [cites, citedBy, totals] = await Promise.all([
    db.query<CitedRow>(
      `SELECT c.text, d.slug, d.title, d.short_title, d.document_type, d.petitioner, d.respondent
       FROM document_citations c
       LEFT JOIN documents d ON d.id = c.cited_id
       WHERE c.citing_id = $1 ORDER BY c.position LIMIT $2 OFFSET $3`,
      [document.id, query.limit, offset],
    ),
    // The page is cut from the citation rows alone, in the order of their index (migration 0058); only its own
    // rows are joined to their documents. DISTINCT ON: a document citing this one in two forms is listed once.
    db.query<CitingRow>(
      // The sentence shown is the citing text's first citation of this document (lowest position).
      `SELECT d.slug, d.title, d.short_title, d.document_type, d.document_date::text AS date,
              page.context, page.context_start, page.context_end FROM (
         SELECT DISTINCT ON (citing_date, citing_id) citing_id, citing_date, context, context_start, context_end
         FROM document_citations
         WHERE cited_id = $1 AND ($4::text[] IS NULL OR citing_type = ANY($4::text[]))
         ORDER BY citing_date DESC NULLS LAST, citing_id, position LIMIT $2 OFFSET $3
       ) AS page JOIN documents d ON d.id = page.citing_id
       ORDER BY page.citing_date DESC NULLS LAST, page.citing_id`,
      [document.id, query.limit, offset, types],
    ),
    db.query<{ cites: number; cited_by: number | null }>(
      `SELECT (SELECT count(*)::int FROM document_citations WHERE citing_id = $1) AS cites,
              CASE WHEN $2::text[] IS NOT NULL THEN (SELECT count(DISTINCT citing_id)::int FROM document_citations
                    WHERE cited_id = $1 AND citing_type = ANY($2::text[])) END AS cited_by`,
      [document.id, types],
    ),
  ]);
  const { cites: totalCites, cited_by: filteredCitedBy } = totals.rows[0]!;
  // Unfiltered, the cited-by total is the citator's own count (document_counters); filtered, it is counted from the
  // same index, without touching documents.
  const totalCitedBy = filteredCitedBy ?? document.cited_by_count;
  return {
    cites: cites.rows.map((row) => ({
      text: row.text,
      slug: row.slug,
      title: row.title,
      heading: citedHeading(row),
      documentType: row.document_type,
    })),
    citedBy: citedBy.rows.map((row) => ({
      slug: row.slug,
      title: row.title,
      heading: documentHeading({ title: row.title, shortTitle: row.short_title }),
      documentType: row.document_type,
      date: row.date,
      context:
        row.context === null ? null : { text: row.context, markStart: row.context_start!, markEnd: row.context_end! },
    })),
    citedByCount: document.cited_by_count,
    pagination: {
      page: query.page,
      limit: query.limit,
      totalCites,
      totalCitedBy,
      totalPages: Math.ceil(Math.max(totalCites, totalCitedBy) / query.limit),
    },
  };
}
