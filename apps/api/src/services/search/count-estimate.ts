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

async function plannerEstimate(db: Queryable, fromWhere: string, values: readonly unknown[]): Promise<number> {
  const { rows } = await db.query<{ 'QUERY PLAN': unknown }>(
    `EXPLAIN (FORMAT JSON) SELECT 1 FROM ${fromWhere}`,
    values,
  );
  const plan = rows[0]?.['QUERY PLAN'];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as Array<{ Plan: { 'Plan Rows': number } }>;
  return parsed[0]?.Plan['Plan Rows'] ?? 0;
}

/** Two significant digits: an estimate shown as 12,345 would claim a precision it does not have. */
function roughly(value: number): number {
  if (value < 100) return Math.round(value);
  const magnitude = Math.pow(10, Math.floor(Math.log10(value)) - 1);
  return Math.round(value / magnitude) * magnitude;
}
