import type { Database } from '@batas/db';
import { runAlertDigests } from '@batas/db/alerts';
import { sleep } from '../fetch/abortable-sleep.ts';
import type { RunnerLog } from './runner-log.ts';

/**
 * The alert digests' clock: every `intervalMs` (a minute by default) it queues the digests that are due
 * (packages/db/src/alerts: 07:00 Manila, daily or on Mondays). It runs beside the scraping loop, not in it, so a
 * long scrape never delays a digest. Every runner of every process runs it: an account's due alerts are locked while
 * its digest is made, so another process skips them and nothing is sent twice.
 */
export interface DigestSchedule {
  stop(): Promise<void>;
}

export function startDigestSchedule(db: Database, options: { intervalMs?: number; log: RunnerLog }): DigestSchedule {
  const intervalMs = options.intervalMs ?? 60_000;
  const shutdown = new AbortController();
  const loop = (async () => {
    while (!shutdown.signal.aborted) {
      try {
        const counts = await runAlertDigests(db, {
          onError: (error, userId) => options.log.error({ err: error, userId }, 'alert digest failed for one account'),
        });
        if (counts.alerts > 0) options.log.info({ ...counts }, 'alert digests run');
      } catch (error) {
        if (shutdown.signal.aborted) break;
        options.log.error({ err: error }, 'alert digest pass failed; retrying');
      }
      await sleep(intervalMs, shutdown.signal).catch(() => {});
    }
  })();
  return {
    async stop() {
      shutdown.abort();
      await loop;
    },
  };
}
