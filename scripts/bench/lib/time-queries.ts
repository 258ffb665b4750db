import { summarize, type Summary } from './percentiles.ts';

export interface Timing extends Summary {
  /** The slowest run of each query, in the queries' order (ms, rounded). */
  perQuery: number[];
}

/**
 * Runs every query once (the cold pass: the first time this process asks it, so plans, caches and buffers are as
 * a fresh server finds them), then `passes` more times (the warm passes). Stops early at the deadline so a slow
 * contender cannot hold the benchmark hostage; the sample counts say how many runs were timed.
 */
export async function timeQueries<Q>(
  queries: readonly Q[],
  run: (query: Q) => Promise<void>,
  passes: number,
  deadlineMs: number,
): Promise<{ cold: Timing; warm: Timing }> {
  const stopAt = performance.now() + deadlineMs;
  const timePass = async (samples: number[], perQuery: number[]) => {
    for (const [index, query] of queries.entries()) {
      if (performance.now() >= stopAt) return;
      const started = performance.now();
      await run(query);
      const elapsed = performance.now() - started;
      samples.push(elapsed);
      perQuery[index] = Math.max(perQuery[index]!, elapsed);
    }
  };
  const cold = { samples: [] as number[], perQuery: queries.map(() => 0) };
  const warm = { samples: [] as number[], perQuery: queries.map(() => 0) };
  await timePass(cold.samples, cold.perQuery);
  for (let pass = 0; pass < passes && performance.now() < stopAt; pass++) await timePass(warm.samples, warm.perQuery);
  const timing = ({ samples, perQuery }: typeof cold): Timing => ({
    ...summarize(samples),
    perQuery: perQuery.map((ms) => Math.round(ms)),
  });
  return { cold: timing(cold), warm: timing(warm) };
}
