import type { Database } from '@batas/db';
import { sleep } from './abortable-sleep.ts';

/** A turn at a host shared beyond this process: run `task` when the host is free and its delay has passed. */
export interface HostSlots {
  run<T>(host: string, delayMs: number, signal: AbortSignal | undefined, task: () => Promise<T>): Promise<T>;
}

const LOCK_WAIT = '2s';
// Timers may fire a millisecond before the database clock agrees; the pause is never allowed to come out short.
const CLOCK_MARGIN_MS = 2;

/**
 * Per-host politeness held in PostgreSQL, for several worker processes (and API processes running the job runner)
 * on one database: the host's row in scraping_host_slots is locked FOR UPDATE for the whole turn (wait out
 * next_allowed_at, send the request, read the answer), then next_allowed_at is set to the database clock plus the
 * delay and the lock released. Waiting for the lock gives up every few seconds to notice a stop. The request's
 * failure is rethrown only after that commit, so a failed request still leaves its pause behind.
 */
export function postgresHostSlots(db: Database): HostSlots {
  return {
    async run(host, delayMs, signal, task) {
      await db.query('INSERT INTO scraping_host_slots (host) VALUES ($1) ON CONFLICT (host) DO NOTHING', [host]);
      for (;;) {
        signal?.throwIfAborted();
        let outcome: { value: Awaited<ReturnType<typeof task>> } | { error: unknown };
        try {
          outcome = await db.transaction(async (tx) => {
            await tx.query(`SET LOCAL lock_timeout = '${LOCK_WAIT}'`);
            const { rows } = await tx.query<{ wait_ms: number }>(
              `SELECT greatest(0, ceil(extract(epoch FROM next_allowed_at - clock_timestamp()) * 1000))::int AS wait_ms
                 FROM scraping_host_slots WHERE host = $1 FOR UPDATE`,
              [host],
            );
            await sleep((rows[0]?.wait_ms ?? 0) + CLOCK_MARGIN_MS, signal);
            let result: { value: Awaited<ReturnType<typeof task>> } | { error: unknown };
            try {
              result = { value: await task() };
            } catch (error) {
              result = { error };
            }
            await tx.query(
              `UPDATE scraping_host_slots SET next_allowed_at = clock_timestamp() + make_interval(secs => $2::float8 / 1000)
                WHERE host = $1`,
              [host, delayMs],
            );
            return result;
          });
        } catch (error) {
          if ((error as { code?: string }).code === '55P03') continue; // another worker's turn: try again
          throw error;
        }
        if ('error' in outcome) throw outcome.error;
        return outcome.value;
      }
    },
  };
}
