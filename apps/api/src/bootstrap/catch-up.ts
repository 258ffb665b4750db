import type { FastifyBaseLogger } from 'fastify';

/**
 * Work on documents stored before a reader existed (or read by an older version of it) runs in the background after
 * start: pages are served meanwhile, and what it records fills in as it goes. The citator's catch-up records
 * citations (its lock keeps several processes from racing); the provisions' catch-up indexes the laws' provisions
 * for the search. `run` returns how many documents it read and stops at the signal.
 */
export function startCatchUp(
  log: FastifyBaseLogger,
  what: { done: string; failed: string },
  run: (signal: AbortSignal) => Promise<number>,
): { stop(): Promise<void> } {
  const controller = new AbortController();
  const started = Date.now();
  const done = run(controller.signal)
    .then((count) => {
      if (count > 0) log.info({ documents: count, ms: Date.now() - started }, what.done);
    })
    .catch((error: unknown) => log.error({ err: error }, what.failed));
  return {
    async stop() {
      controller.abort();
      await done;
    },
  };
}
