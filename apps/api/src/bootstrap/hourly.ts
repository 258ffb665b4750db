import type { FastifyBaseLogger } from 'fastify';

const HOUR_MS = 60 * 60 * 1000;

/**
 * A clean-up run at start and every hour after, in every API process (a DELETE that finds nothing costs an index
 * probe): what it removed is logged, a failure is a warning and the next hour tries again.
 */
export function startHourly(log: FastifyBaseLogger, done: string, work: () => Promise<number>): { stop(): void } {
  const run = () =>
    void work().then(
      (removed) => removed && log.info({ removed }, done),
      (error: unknown) => log.warn({ err: error }, `could not finish: ${done}`),
    );
  run();
  const timer = setInterval(run, HOUR_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
