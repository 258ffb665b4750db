import type { Queryable } from '../../../packages/db/src/index.ts';
import { MONTH_NAMES } from '../../../packages/shared/src/dates/index.ts';

/**
 * What the installed library holds, read straight from the database: documents by kind, provenance gaps,
 * duplicates by docket, the report crosswalk and how many report citations it resolves.
 */
export async function libraryFigures(db: Queryable) {
  const one = async <T>(sql: string) => (await db.query<T & Record<string, unknown>>(sql)).rows[0]!;
  const all = async <T>(sql: string) => (await db.query<T & Record<string, unknown>>(sql)).rows;
  const documents = await one<{ total: number; decisions: number; republic_acts: number; pdf_only: number }>(
    `SELECT count(*)::int AS total,
            count(*) FILTER (WHERE document_type ~* 'decision|resolution')::int AS decisions,
            count(*) FILTER (WHERE document_type = 'Republic Act')::int AS republic_acts,
            count(*) FILTER (WHERE text_at_source)::int AS pdf_only
       FROM documents`,
  );
  const byType = await all<{ document_type: string; count: number }>(
    `SELECT document_type, count(*)::int AS count FROM documents GROUP BY 1 ORDER BY 2 DESC`,
  );
  const provenance = await one<{ without_source_name: number; without_source_url: number; without_sources: number }>(
    `SELECT count(*) FILTER (WHERE coalesce(source_name, '') = '')::int AS without_source_name,
            count(*) FILTER (WHERE coalesce(source_url, '') = '')::int AS without_source_url,
            count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM document_sources s WHERE s.document_id = d.id))::int
              AS without_sources
       FROM documents d`,
  );
  // Two documents answering to the same docket or number (and, for issuances numbered per President, year) would
  // be a duplicate the installer failed to merge.
  const duplicates = await all<{ citation: string; count: number }>(
    `SELECT lower(citation) AS citation, count(*)::int AS count FROM documents
      WHERE citation IS NOT NULL AND citation <> ''
      GROUP BY lower(citation) HAVING count(*) > 1 ORDER BY 2 DESC LIMIT 20`,
  );
  const crosswalk = await all<{ series: string; state: string; count: number }>(
    `SELECT series, state, count(*)::int AS count FROM report_pages GROUP BY 1, 2 ORDER BY 1, 2`,
  );
  // Report citations made by decisions dated 1901–2007: whatever they cite was reported by then, so every one of
  // them names a page of a decision of the years LawPhil's collection covers.
  const reportShares = await all<{ kind: string; citations: number; resolved: number }>(
    `SELECT kind, count(*)::int AS citations, count(cited_id)::int AS resolved
       FROM document_citations
      WHERE kind IN ('SCRA', 'PHIL', 'OG', 'GR') AND citing_date BETWEEN '1901-01-01' AND '2007-12-31'
      GROUP BY kind ORDER BY kind`,
  );
  return {
    documents,
    byType,
    provenance,
    duplicates,
    crosswalk,
    reportShares: reportShares.map((row) => ({
      ...row,
      resolvedShare: Math.round((row.resolved / Math.max(1, row.citations)) * 1000) / 10,
    })),
  };
}

/** The most-cited decisions, by the citator's count: the documents whose citations pages readers open most. */
export async function mostCitedSlugs(db: Queryable, limit: number): Promise<string[]> {
  const { rows } = await db.query<{ slug: string }>(
    `SELECT d.slug FROM document_counters c JOIN documents d ON d.id = c.document_id
      ORDER BY c.cited_by_count DESC LIMIT $1`,
    [limit],
  );
  return rows.map((row) => row.slug);
}

/** A repeatable random sample of documents of every kind: pages a running server renders for the first time. */
export async function sampleSlugs(db: Queryable, limit: number): Promise<string[]> {
  const { rows } = await db.query<{ slug: string }>(
    `SELECT slug FROM documents TABLESAMPLE BERNOULLI (2) REPEATABLE (25) ORDER BY md5(slug) LIMIT $1`,
    [limit],
  );
  return rows.map((row) => row.slug);
}

/** A landmark decision: its docket and date, and the report pages it is printed at. */
export interface Landmark {
  docket: string;
  date: string;
  reports: readonly string[];
}

/** '136 SCRA 27' → a pattern for it as texts print it ('136 SCRA 27', '63 Phil 139', '151-A Phil. 35'). */
function reportPattern(report: string): string {
  const [volume, series, page] = report.split(' ');
  return `\\m${volume}\\s+${series!.replace('.', '\\.?')}\\s+${page}\\M`;
}

/** 'G.R. No. L-63915' and 1985-04-24 → the docket followed, within its citation, by that date. */
function docketDatePattern(docket: string, date: string): string {
  const number = docket.replace(/^G\.R\. No\.\s*/, '').replace(/-/g, '-?\\s*');
  const [year, month, day] = date.split('-').map(Number);
  return `\\m${number}\\M[^;]{0,80}?${MONTH_NAMES[month! - 1]}\\s+0?${day},?\\s+${year}`;
}

/**
 * The citator against the texts themselves, for landmark decisions: how many decisions cite each one by one of its
 * report pages or by its docket and date (a regular-expression scan of every decision's text but its own), next to
 * the cited-by count the citator keeps. The citator should hold at least 80 % of them and at most 20 % more.
 */
export async function citedByAccuracy(db: Queryable, landmarks: readonly Landmark[]) {
  const results = [];
  for (const { docket, date, reports } of landmarks) {
    const target = (
      await db.query<{ id: string; slug: string; cited_by: number }>(
        `SELECT d.id, d.slug, coalesce(c.cited_by_count, 0) AS cited_by FROM documents d
           LEFT JOIN document_counters c ON c.document_id = d.id
          WHERE d.citation ILIKE $1 || '%' AND d.date_decided = $2::date LIMIT 1`,
        [docket, date],
      )
    ).rows[0];
    if (!target) {
      results.push({ docket, date, inLibrary: false });
      continue;
    }
    const pattern = [...reports.map(reportPattern), docketDatePattern(docket, date)].join('|');
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM documents
        WHERE document_type ~* 'decision|resolution' AND id <> $2 AND content ~* $1`,
      [pattern, target.id],
    );
    const inTexts = rows[0]!.n;
    results.push({
      docket,
      date,
      slug: target.slug,
      citedBy: target.cited_by,
      citingInTexts: inTexts,
      share: Math.round((target.cited_by / Math.max(1, inTexts)) * 1000) / 10,
    });
  }
  return results;
}
