import type { Queryable } from '../client.ts';
import { SCRAPING_LIMITS } from '@batas/shared/constants';

export type LogLevel = 'info' | 'warn' | 'error';

/** An Activity Logs entry (the dashboard shows the last 50). Messages are for administrators: plain sentences. */
export async function writeJobLog(
  db: Queryable,
  jobId: string | null,
  level: LogLevel,
  message: string,
): Promise<void> {
  await db.query('INSERT INTO scraping_logs (job_id, level, message) VALUES ($1, $2, $3)', [
    jobId,
    level,
    message.slice(0, 2000),
  ]);
}

export interface JobLogEntry {
  id: string;
  jobId: string | null;
  level: string;
  message: string;
  timestamp: string;
}

/** The dashboard's Activity Logs: the newest entries first. */
export async function recentJobLogs(db: Queryable, limit: number = SCRAPING_LIMITS.logEntries): Promise<JobLogEntry[]> {
  const { rows } = await db.query<{
    id: string;
    job_id: string | null;
    level: string;
    message: string;
    created_at: Date | string;
  }>(
    'SELECT id::text, job_id, level, message, created_at FROM scraping_logs ORDER BY created_at DESC, id DESC LIMIT $1',
    [limit],
  );
  return rows.map((row) => ({
    id: row.id,
    jobId: row.job_id,
    level: row.level,
    message: row.message,
    timestamp: new Date(row.created_at).toISOString(),
  }));
}
