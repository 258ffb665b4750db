/**
 * npm run bench:hostile-extract -- [--rounds 3] [--db pglite|postgres] [--json]
 *
 * The G.R. range attack of the second hardening round: three anonymous POST /api/citations/extract at once, each
 * 100 KB of 'G.R. No. 100000-100499; …' (every citation a 500-number range), against the real server process on
 * the embedded database, while /api/health is asked every 25 ms. A check's latency counts from when it was due, so
 * time the server spent unable to answer counts too. Reports the health checks' p50/p95/max per round and how long
 * the extracts took.
 */
import { dbArg, intArg, readArgs } from './lib/bench-args.ts';
import { openBenchDatabase } from './lib/bench-database.ts';
import { summarize } from './lib/percentiles.ts';
import { startServer } from './lib/start-server.ts';

const args = readArgs();
const rounds = intArg(args, 'rounds', 3);
const json = args.has('json');
const log = (line: string) => (json ? process.stderr.write(`${line}\n`) : console.log(line));

function hostileText(seed: number): string {
  let text = '';
  for (let first = 100_000 + seed * 10_000; text.length < 99_000; first++) text += `G.R. No. ${first}-${first + 499}; `;
  return text;
}

// On PostgreSQL the database is its own process; on the embedded one every query runs in the server's thread.
const kind = dbArg(args);
if (kind === 'postgres') {
  // The bench database outlives a run, and with it the extractor's per-address counters: a run soon after another
  // would be refused (429) for the earlier run's extracts.
  const { db } = await openBenchDatabase(kind, 'hostile_extract', false);
  await db.query('DELETE FROM rate_limit_counters');
  await db.close();
}
const server = await startServer(kind, kind === 'postgres' ? 'hostile_extract' : 'hostile-extract', log);
const results: Array<{ round: number; health: ReturnType<typeof summarize>; extractMs: number[] }> = [];
try {
  const health = async () => {
    const response = await fetch(`${server.url}/api/health`);
    if (!response.ok) throw new Error(`health answered ${response.status}`);
  };
  for (let i = 0; i < 20; i++) await health(); // connections and the health path warm
  for (let round = 1; round <= rounds; round++) {
    const started = performance.now();
    const extracts = [0, 1, 2].map(async (seed) => {
      const response = await fetch(`${server.url}/api/citations/extract`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ text: hostileText(seed + round * 3) }),
      });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`extract answered ${response.status}`);
      return performance.now() - started;
    });
    let done = false;
    const all = Promise.all(extracts).finally(() => {
      done = true;
    });
    // Awaited after the health checks: handled now, so that a refused extract stops the run through `finally`
    // (which stops the server) instead of ending the process with the server left running.
    all.catch(() => {});
    const latencies: number[] = [];
    for (let check = 0; !done; check++) {
      const due = started + check * 25;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
      await health();
      latencies.push(performance.now() - due);
    }
    const extractMs = (await all).map((ms) => Math.round(ms));
    results.push({ round, health: summarize(latencies), extractMs });
    const h = summarize(latencies);
    log(
      `round ${round}: /api/health p50 ${h.p50} ms, p95 ${h.p95} ms, max ${h.max} ms over ${h.count} checks; extracts ${extractMs.join(', ')} ms`,
    );
  }
} finally {
  await server.stop();
}
if (json) console.log(JSON.stringify(results, null, 2));
