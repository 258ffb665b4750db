import { type Queryable } from '@batas/db';

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
