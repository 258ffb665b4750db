/**
 * The extractor under hostile load, with the server's thread watched for stalls. The harness's own check of every
 * answer against its declaration (BATAS_VALIDATE_RESPONSES) would count as the server's work here: parsing three
 * 850 KB answers again is tens of milliseconds the server never spends. citations-extract.test.ts keeps that check.
 */
import { vi } from 'vitest';

vi.hoisted(() => {
  process.env.BATAS_VALIDATE_RESPONSES = '0';
});

import { citationReaderRunning } from '../src/services/citations/off-thread-extract.ts';
import { describe, expect, it } from 'vitest';
import { withResolverLibrary } from './resolve-support.ts';

/**
 * The CPU time of this thread alone where Node tells it (22.15 and later): the reader thread's work, on another core,
 * is no stall of the event loop. Older Node counts the whole process.
 */
function serverThreadCpu(previous?: NodeJS.CpuUsage): NodeJS.CpuUsage {
  const thread = (process as { threadCpuUsage?: (previous?: NodeJS.CpuUsage) => NodeJS.CpuUsage }).threadCpuUsage;
  return thread ? thread.call(process, previous) : process.cpuUsage(previous);
}

describe('POST /api/citations/extract under hostile load', () => {
  const lib = withResolverLibrary();
  // 'G.R. No. 100000-500' stood for 501 keys: a 100 KB text of them cost about 2 s and 2.4 million keys.
  const hostile = (seed: number) => {
    let text = '';
    for (let first = 100_000 + seed * 10_000; text.length < 99_000; first++)
      text += `G.R. No. ${first}-${first + 499}; `;
    return text;
  };

  it('never holds the event loop long while three 100 KB texts of ranges are read', async () => {
    // The longest stretch of this process's CPU time between two turns of a 2 ms timer: what a request arriving
    // meanwhile (a health check, a page) waits at most. CPU time rather than wall time, so that other work on a
    // busy machine taking the processor away is not counted. Before the fix one stretch was a whole extract (seconds).
    const extract = (seed: number) =>
      lib.t.app.inject({
        method: 'POST',
        url: '/api/citations/extract',
        payload: { text: hostile(seed) },
        remoteAddress: `10.0.0.${seed + 1}`,
      });
    await extract(3); // a running server has compiled this path long ago: measure it warm
    let longest = 0;
    let last = serverThreadCpu();
    const watch = setInterval(() => {
      const used = serverThreadCpu(last);
      longest = Math.max(longest, (used.user + used.system) / 1000);
      last = serverThreadCpu();
    }, 2);
    const answers = await Promise.all([0, 1, 2].map(extract));
    const health = await lib.t.app.inject({ method: 'GET', url: '/api/health' });
    clearInterval(watch);
    for (const answer of answers) expect(answer.statusCode).toBe(200);
    expect(answers[0]!.json().data.citations[0].serials).toEqual(['100000-100499']);
    expect(health.statusCode).toBe(200);
    expect(longest).toBeLessThan(100);
    // Read on the reader thread, not in paced stretches on the server's own.
    expect(citationReaderRunning()).toBe(true);
  });

  it('limits one address to 20 extracts a minute', async () => {
    const once = () =>
      lib.t.app.inject({
        method: 'POST',
        url: '/api/citations/extract',
        payload: { text: 'R.A. 10173' },
        remoteAddress: '10.9.9.9',
      });
    for (let index = 0; index < 20; index++) expect((await once()).statusCode).toBe(200);
    const refused = await once();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/Too many citation checks/);
  });
});
