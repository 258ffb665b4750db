import type { Queryable } from '@batas/db';

/**
 * The total for a search: exact while it is small, an estimate above `cap`.
 *
 * An exact count of a common word's matches visits every matching row: at 59,402 documents that
 * cost 40–600 ms, more than the whole ranked page. So the planner's row estimate (from the tsvector
 * and column statistics ANALYZE keeps) is asked first, for about a millisecond; when it is clearly
 * above the cap it is the answer, flagged as an estimate. Otherwise the rows are counted, stopping
 * at cap + 1; a count that reaches the cap falls back to the estimate, never below what was counted.
 */
export interface CountResult {
  total: number;
  isEstimate: boolean;
}

export const EXACT_COUNT_CAP = 2_000;

export async function countWithEstimate(
  db: Queryable,
  fromWhere: string,
  values: readonly unknown[],
  cap = EXACT_COUNT_CAP,
): Promise<CountResult> {
  const estimate = await plannerEstimate(db, fromWhere, values);
  if (estimate > cap * 2) return { total: roughly(estimate), isEstimate: true };
  const counted = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (SELECT 1 FROM ${fromWhere} LIMIT ${cap + 1}) AS capped`,
    values,
  );
  const exact = counted.rows[0]?.n ?? 0;
  if (exact <= cap) return { total: exact, isEstimate: false };
  return { total: Math.max(exact, roughly(estimate)), isEstimate: true };
}

export async function plannerEstimate(db: Queryable, fromWhere: string, values: readonly unknown[]): Promise<number> {
  const plan = await explain(db, 'FORMAT JSON', `SELECT 1 FROM ${fromWhere}`, values);
  return plan?.['Plan Rows'] ?? 0;
}

/**
 * Above this many matches an unfiltered text search shows the index's figure as "about …"; at or below it the rows
 * are counted. Counting visits each matching row's table page: 1,575 pages and 171 ms for a word in 3,386
 * documents on a first run at 100,000 documents, where the index's figure cost a few pages.
 */
export const INDEX_COUNT_EXACT_UP_TO = 500;

/**
 * The total of an unfiltered match (`documents WHERE <GIN conditions>`), from the index. The GIN index answers
 * with the set of rows it lists before any table page is read; EXPLAIN ANALYZE of a one-row query reports that
 * set's size (its bitmap scans run to completion, the table is read for one row). That figure is the number of
 * matches give or take rows deleted since the last vacuum and, for a word the parser splits into a phrase
 * ('self-defense'), documents holding its parts apart; so above `exactUpTo` it is shown as an estimate and at or
 * below it the rows are counted. Null when the plan is not a plain bitmap scan (a filter, or a
 * combination the figure would not describe): the caller counts another way.
 */
export async function countFromIndex(
  db: Queryable,
  fromWhere: string,
  values: readonly unknown[],
  exactUpTo = INDEX_COUNT_EXACT_UP_TO,
): Promise<CountResult | null> {
  const plan = await explain(db, 'ANALYZE, TIMING OFF, FORMAT JSON', `SELECT 1 FROM ${fromWhere} LIMIT 1`, values);
  const scan = plan?.Plans?.[0];
  if (!scan || scan['Node Type'] !== 'Bitmap Heap Scan' || scan.Filter) return null;
  const listed = indexRows(scan.Plans?.[0]);
  if (listed === null) return null;
  if (listed > exactUpTo) return { total: roughly(listed), isEstimate: true };
  const counted = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${fromWhere}`, values);
  return { total: counted.rows[0]?.n ?? 0, isEstimate: false };
}

interface PlanNode {
  'Node Type': string;
  'Plan Rows'?: number;
  'Actual Rows'?: number;
  Filter?: string;
  Plans?: PlanNode[];
}

/** Rows listed by a bitmap index scan, or by the scans an OR joins (their overlap counted twice: a bound). */
function indexRows(node: PlanNode | undefined): number | null {
  if (node?.['Node Type'] === 'Bitmap Index Scan') return node['Actual Rows'] ?? null;
  if (node?.['Node Type'] !== 'BitmapOr' || !node.Plans) return null;
  let sum = 0;
  for (const child of node.Plans) {
    const rows = indexRows(child);
    if (rows === null) return null;
    sum += rows;
  }
  return sum;
}

async function explain(
  db: Queryable,
  options: string,
  sql: string,
  values: readonly unknown[],
): Promise<PlanNode | undefined> {
  const { rows } = await db.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (${options}) ${sql}`, values);
  const plan = rows[0]?.['QUERY PLAN'];
  return ((typeof plan === 'string' ? JSON.parse(plan) : plan) as Array<{ Plan: PlanNode }>)[0]?.Plan;
}

/** Two significant digits: an estimate shown as 12,345 would claim a precision it does not have. */
function roughly(value: number): number {
  if (value < 100) return Math.round(value);
  const magnitude = Math.pow(10, Math.floor(Math.log10(value)) - 1);
  return Math.round(value / magnitude) * magnitude;
}

/**
 * The total for a phrase query. A phrase's matches are the documents holding its words (which GIN finds alone) whose
 * words also stand together, which only re-reading each document's vector tells: counting a phrase of common words
 * that appears nowhere re-read every document holding them (35,691 at 100,000 documents, 1.6 s). So: the planner's
 * estimate when it is clearly large; else the phrase is looked for in the first `checks` documents holding its words,
 * stopping at cap + 1 matches. That is exact when no more documents hold the words; otherwise the share found is
 * scaled to the estimate of documents holding them, and flagged as an estimate.
 */
export async function countPhraseMatches(
  db: Queryable,
  /** `phrase(vector)`: the match with the body vector named `vector`; `words`: the same with all words, no phrase. */
  query: { phrase: (vector: string) => string; words: string; filters: string[] },
  values: readonly unknown[],
  checks: number,
  cap = EXACT_COUNT_CAP / 10,
): Promise<CountResult> {
  const where = (match: string) => [`(${match})`, ...query.filters].join(' AND ');
  const estimate = await plannerEstimate(db, `documents WHERE ${where(query.phrase('body_vector'))}`, values);
  if (estimate > cap * 2) return { total: roughly(estimate), isEstimate: true };
  const { rows } = await db.query<{ holding: number; found: number }>(
    `SELECT (SELECT count(*)::int FROM (SELECT 1 FROM documents WHERE ${where(query.words)} LIMIT ${checks + 1}) AS h) AS holding,
       (SELECT count(*)::int FROM (SELECT 1 FROM (SELECT body_vector AS v, citation_keys FROM documents
          WHERE ${where(query.words)} LIMIT ${checks}) AS h WHERE ${query.phrase('v')} LIMIT ${cap + 1}) AS f) AS found`,
    values,
  );
  const { holding, found } = rows[0] ?? { holding: 0, found: 0 };
  if (found > cap) return { total: Math.max(found, roughly(estimate)), isEstimate: true };
  if (holding <= checks) return { total: found, isEstimate: false };
  const words = await plannerEstimate(db, `documents WHERE ${where(query.words)}`, values);
  return { total: Math.max(found, roughly((words * found) / checks)), isEstimate: true };
}
