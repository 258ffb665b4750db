import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '@batas/db';
import { TODAY_SQL } from './analytics-day.ts';

/** How long daily counts are kept: the page looks back 90 days at most; a year and a month leaves a margin. */
export const ANALYTICS_RETENTION_DAYS = 400;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Deletes the daily counts older than the retention window; returns how many rows went. */
export async function pruneAnalytics(db: Queryable, retentionDays = ANALYTICS_RETENTION_DAYS): Promise<number> {
  let removed = 0;
  for (const table of ['search_query_days', 'document_view_days']) {
    const result = await db.query(`DELETE FROM ${table} WHERE day < ${TODAY_SQL} - $1::int`, [retentionDays]);
    removed += result.rowCount;
  }
  return removed;
}

/** At start and once a day after, in every API process (a DELETE that finds nothing costs an index probe). */
export function startAnalyticsPruning(db: Queryable, log: FastifyBaseLogger): { stop(): void } {
  const run = () =>
    void pruneAnalytics(db).then(
      (removed) => removed && log.info({ removed }, 'pruned old analytics counts'),
      (error: unknown) => log.warn({ err: error }, 'could not prune analytics counts'),
    );
  run();
  const timer = setInterval(run, DAY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
