import type { Queryable } from '@batas/db';
import { THIN_SUPPORT, type ReviewFilter } from '@batas/shared/contracts/admin-citator';
import { SqlParams } from '../../lib/sql-params.ts';
import type { ReportPageRow } from '../../presenters/report-page.ts';
import { presentReportPageRows, REPORT_PAGE_COLUMNS } from './report-page-rows.ts';

export interface ReportPageFilters {
  filter: ReviewFilter;
  series?: 'SCRA' | 'PHIL' | 'OG';
  volume?: number;
  page: number;
  limit: number;
}

// The review index (0064: state, support WHERE decision IS NULL) serves the three undecided filters.
const CONFLICTS = `p.decision IS NULL AND p.state = 'conflict'`;
const THIN = `p.decision IS NULL AND p.state = 'mapped' AND (p.support < ${THIN_SUPPORT} OR p.dissent > 0)`;
const DECIDED = 'p.decision IS NOT NULL';

const WHERE: Record<ReviewFilter, string> = {
  review: `((${CONFLICTS}) OR (${THIN}))`,
  conflicts: CONFLICTS,
  thin: THIN,
  decided: DECIDED,
};

// The pages most cited first: a conflict or a thin mapping cited by many texts misleads more readers.
const ORDER: Record<ReviewFilter, string> = {
  review: `(p.state = 'conflict') DESC, p.support + p.dissent DESC, p.series, p.volume, p.page`,
  conflicts: 'p.dissent DESC, p.series, p.volume, p.page',
  thin: 'p.support + p.dissent DESC, p.series, p.volume, p.page',
  decided: 'p.decided_at DESC, p.key',
};

/** The crosswalk's review list: one page of report pages under a filter, with their evidence and the tab counts. */
export async function listReportPages(db: Queryable, filters: ReportPageFilters) {
  const params = new SqlParams();
  const where = [WHERE[filters.filter]];
  if (filters.series) where.push(`p.series = ${params.add(filters.series)}`);
  if (filters.volume !== undefined) where.push(`p.volume = ${params.add(filters.volume)}`);
  const whereSql = where.join(' AND ');
  const countParams = params.values.slice();
  const rows = await db.query<ReportPageRow>(
    `SELECT ${REPORT_PAGE_COLUMNS} FROM report_pages p WHERE ${whereSql} ORDER BY ${ORDER[filters.filter]}
      LIMIT ${params.add(filters.limit)} OFFSET ${params.add((filters.page - 1) * filters.limit)}`,
    params.values,
  );
  const counts = (
    await db.query<{ conflicts: number; thin: number; decided: number }>(
      `SELECT count(*) FILTER (WHERE ${CONFLICTS})::int AS conflicts, count(*) FILTER (WHERE ${THIN})::int AS thin,
              count(*) FILTER (WHERE ${DECIDED})::int AS decided
         FROM report_pages p`,
    )
  ).rows[0]!;
  // The tab counts are the filters' totals; only a series or a volume needs a count of its own.
  const total =
    filters.series || filters.volume !== undefined
      ? (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM report_pages p WHERE ${whereSql}`, countParams))
          .rows[0]!.n
      : filters.filter === 'review'
        ? counts.conflicts + counts.thin
        : counts[filters.filter];
  return {
    pages: await presentReportPageRows(db, rows.rows),
    total,
    page: filters.page,
    limit: filters.limit,
    counts,
  };
}
