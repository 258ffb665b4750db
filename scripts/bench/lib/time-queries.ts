import { summarize, type Summary } from './percentiles.ts';

/**
 * Runs every query `passes` times (after one untimed warm-up pass, so both contenders start with
 * the same cache) and returns the latency distribution. Stops early at the deadline (warm-up
 * included) so a slow baseline cannot hold the benchmark hostage; the report gives the sample count.
 */
export async function timeQueries<Q>(
  queries: readonly Q[],
  run: (query: Q) => Promise<void>,
  passes: number,
  deadlineMs: number,
): Promise<Summary & { perQuery: number[] }> {
  const stopAt = performance.now() + deadlineMs;
  const samples: number[] = [];
  const perQuery = queries.map(() => 0);
  for (const query of queries) {
    if (performance.now() >= stopAt) break;
    await run(query);
  }
  for (let pass = 0; pass < passes && performance.now() < stopAt; pass++) {
    for (const [index, query] of queries.entries()) {
      const started = performance.now();
      await run(query);
      const elapsed = performance.now() - started;
      samples.push(elapsed);
      perQuery[index] = Math.max(perQuery[index]!, elapsed);
      if (performance.now() >= stopAt) break;
    }
  }
  return { ...summarize(samples), perQuery: perQuery.map((ms) => Math.round(ms)) };
}
