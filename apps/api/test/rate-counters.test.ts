/**
 * The counters behind every limit hold against flooding: a counter that is holding someone back outlives any
 * number of one-off keys, ended windows are pruned, and the total stays bounded. Runs on PGlite (counters in
 * memory) and, with TEST_DATABASE_URL, on PostgreSQL (rate_limit_counters).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '@batas/db/test';
import { MAX_COUNTERS, rateCountersFor } from '../src/plugins/external/rate-counters.ts';
import { LOGIN_LIMITS } from '../src/routes/api/auth/rate-limits.ts';

describe('rate counters under a flood', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db.close());

  it('keep a locked account locked through a flood of junk keys, and stay bounded', async () => {
    // In memory the real cap and the reported flood (50,010); on a server a smaller cap keeps the test short.
    const cap = db.kind === 'postgres' ? 300 : MAX_COUNTERS;
    const counters = rateCountersFor(db, cap);
    try {
      const victim = 'login:account:victim@example.com';
      for (let guess = 0; guess <= LOGIN_LIMITS.perAccount; guess++) await counters.hit(victim, LOGIN_LIMITS.windowMs);
      for (let junk = 0; junk < cap + 10; junk++) await counters.hit(`login:account:junk${junk}@example.com`, 60_000);
      await counters.prune();
      expect(await counters.size()).toBeLessThanOrEqual(cap);
      const after = await counters.hit(victim, LOGIN_LIMITS.windowMs);
      expect(after.hits).toBe(LOGIN_LIMITS.perAccount + 2);
    } finally {
      counters.close();
    }
  });

  it('drop ended windows when pruned', async () => {
    const counters = rateCountersFor(db);
    try {
      await counters.prune();
      const before = await counters.size();
      for (let index = 0; index < 5; index++) await counters.hit(`short-${index}`, 1);
      await counters.hit('long', 60_000);
      await new Promise((resolve) => setTimeout(resolve, 20));
      await counters.prune();
      expect(await counters.size()).toBe(before + 1);
    } finally {
      counters.close();
    }
  });
});
