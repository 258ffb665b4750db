import type { Queryable } from '@batas/db';
import { TODAY_SQL } from './analytics-day.ts';

/** How long daily counts are kept: the page looks back 90 days at most; a year and a month leaves a margin. */
export const ANALYTICS_RETENTION_DAYS = 400;
/** How long a sent e-mail's outbox row is kept (for support questions: "did the reset mail go out?"). */
export const SENT_MAIL_RETENTION_DAYS = 30;

/**
 * Deletes what anonymous traffic and mail leave behind once it has served: daily counts older than the retention
 * window, yesterday's visitors and their salt (daily-visitors.ts), and sent e-mails older than 30 days (with their
 * parameters: names, reasons). Returns how many rows went. Run every hour (bootstrap/hourly.ts), so that a day's
 * visitors are gone within an hour of its end.
 */
export async function pruneAnalytics(db: Queryable, retentionDays = ANALYTICS_RETENTION_DAYS): Promise<number> {
  const statements: Array<[string, unknown[]]> = [
    [`DELETE FROM search_query_days WHERE day < ${TODAY_SQL} - $1::int`, [retentionDays]],
    [`DELETE FROM search_days WHERE day < ${TODAY_SQL} - $1::int`, [retentionDays]],
    [`DELETE FROM document_view_days WHERE day < ${TODAY_SQL} - $1::int`, [retentionDays]],
    [`DELETE FROM daily_visitors WHERE day < ${TODAY_SQL}`, []],
    [`DELETE FROM view_salts WHERE day < ${TODAY_SQL}`, []],
    [
      `DELETE FROM mail_outbox WHERE status = 'sent' AND sent_at < now() - make_interval(days => $1)`,
      [SENT_MAIL_RETENTION_DAYS],
    ],
  ];
  let removed = 0;
  for (const [sql, params] of statements) removed += (await db.query(sql, params)).rowCount;
  return removed;
}
