import type { FastifyBaseLogger } from 'fastify';
import { catchUpCitations, type Database } from '@batas/db';

/**
 * Documents stored before the citator existed (or read by an older extractor) get their citations recorded in
 * the background after start: pages are served meanwhile, and their cites and cited-by lists fill in as it goes.
 * Several processes may run it at once; the citator's lock keeps them from racing.
 */
export function startCitatorCatchUp(db: Database, log: FastifyBaseLogger): { stop(): Promise<void> } {
  const controller = new AbortController();
  const started = Date.now();
  const done = catchUpCitations(db, { signal: controller.signal })
    .then((count) => {
      if (count > 0) log.info({ documents: count, ms: Date.now() - started }, 'citator caught up');
    })
    .catch((error: unknown) => log.error({ err: error }, 'citator catch-up stopped'));
  return {
    async stop() {
      controller.abort();
      await done;
    },
  };
}
