import { createHash } from 'node:crypto';
import type { Database } from '@batas/db';

/** One fixed window of a counter: how many hits so far, and when the window ends. */
export interface CounterWindow {
  hits: number;
  resetInMs: number;
}

/**
 * Counters for rate limits. On a PostgreSQL server they live in the database (rate_limit_counters), so every API
 * process counts into the same window and a client cannot multiply its allowance by the number of processes. The
 * embedded database has one process, which keeps them in memory.
 */
export interface RateCounters {
  /** Counts one hit on `key` and answers the window it fell in (a new window starts when the last one ended). */
  hit(key: string, windowMs: number): Promise<CounterWindow>;
  /** Takes one hit back (a sign-in that turned out right must not count against the account). */
  forgive(key: string): Promise<void>;
  /** Drops ended windows and, past the store's cap, the counters with the fewest hits (run every minute). */
  prune(): Promise<void>;
  /** How many counters are kept now. */
  size(): Promise<number>;
  close(): void;
}

/**
 * How many counters are kept at most. A flood of one-off keys (junk e-mails, many addresses) must not push out a
 * counter that is holding someone back: when the store is full, a counter with the fewest hits goes first, the
 * oldest of those, so a locked account (10 hits and more) outlives any number of single guesses.
 */
export const MAX_COUNTERS = 50_000;

export function rateCountersFor(db: Database, maxKeys = MAX_COUNTERS): RateCounters {
  return db.kind === 'postgres' ? postgresCounters(db, maxKeys) : memoryCounters(maxKeys);
}

// Keys hold e-mail addresses and IP addresses: only their hash is stored.
const hashKey = (key: string) => createHash('sha256').update(key).digest('base64url');

const PRUNE_EVERY_MS = 60_000;

function postgresCounters(db: Database, maxKeys: number): RateCounters {
  // Whichever process gets there drops ended windows and, past the cap, the counters with the fewest hits.
  const prune = async () => {
    await db.query(`DELETE FROM rate_limit_counters WHERE reset_at < clock_timestamp()`);
    await db.query(
      `DELETE FROM rate_limit_counters WHERE key IN (
         SELECT key FROM rate_limit_counters ORDER BY hits DESC, reset_at DESC OFFSET $1)`,
      [maxKeys],
    );
  };
  const sweep = setInterval(() => prune().catch(() => {}), PRUNE_EVERY_MS);
  sweep.unref();
  return {
    async hit(key, windowMs) {
      const { rows } = await db.query<{ hits: number; reset_in_ms: number }>(
        `INSERT INTO rate_limit_counters AS c (key, hits, reset_at)
         VALUES ($1, 1, clock_timestamp() + make_interval(secs => $2::float8 / 1000))
         ON CONFLICT (key) DO UPDATE SET
           hits = CASE WHEN c.reset_at <= clock_timestamp() THEN 1 ELSE c.hits + 1 END,
           reset_at = CASE WHEN c.reset_at <= clock_timestamp() THEN excluded.reset_at ELSE c.reset_at END
         RETURNING hits, greatest(0, ceil(extract(epoch FROM c.reset_at - clock_timestamp()) * 1000))::int AS reset_in_ms`,
        [hashKey(key), windowMs],
      );
      return { hits: rows[0]!.hits, resetInMs: rows[0]!.reset_in_ms };
    },
    async forgive(key) {
      await db.query(
        `UPDATE rate_limit_counters SET hits = greatest(hits - 1, 0) WHERE key = $1 AND reset_at > clock_timestamp()`,
        [hashKey(key)],
      );
    },
    prune,
    async size() {
      const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM rate_limit_counters');
      return rows[0]!.n;
    },
    close: () => clearInterval(sweep),
  };
}

interface MemoryWindow {
  hits: number;
  resetAt: number;
  tier: number;
}

/** 1 hit, 2–3, 4–7, 8–15, 16 and more: the order in which a full store gives counters up. */
const tierOf = (hits: number) => Math.min(4, Math.floor(Math.log2(Math.max(1, hits))));

/**
 * In-process windows for the embedded database. Bounded: each tier keeps its keys in insertion order, and a full
 * store drops the oldest key of the lowest tier; ended windows are dropped every minute.
 */
function memoryCounters(maxKeys: number): RateCounters {
  const windows = new Map<string, MemoryWindow>();
  const tiers = Array.from({ length: 5 }, () => new Set<string>());
  const remove = (key: string) => {
    const window = windows.get(key);
    if (!window) return;
    tiers[window.tier]!.delete(key);
    windows.delete(key);
  };
  const evictOne = () => {
    for (const tier of tiers) {
      const oldest = tier.values().next();
      if (!oldest.done) return remove(oldest.value);
    }
  };
  const prune = async () => {
    const now = Date.now();
    for (const [key, window] of windows) if (window.resetAt <= now) remove(key);
  };
  const sweep = setInterval(() => void prune(), PRUNE_EVERY_MS);
  sweep.unref();
  return {
    async hit(key, windowMs) {
      const now = Date.now();
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        remove(key);
        if (windows.size >= maxKeys) evictOne();
        window = { hits: 0, resetAt: now + windowMs, tier: 0 };
        windows.set(key, window);
        tiers[0]!.add(key);
      }
      window.hits += 1;
      const tier = tierOf(window.hits);
      if (tier !== window.tier) {
        tiers[window.tier]!.delete(key);
        tiers[tier]!.add(key);
        window.tier = tier;
      }
      return { hits: window.hits, resetInMs: window.resetAt - now };
    },
    async forgive(key) {
      const window = windows.get(key);
      if (window && window.resetAt > Date.now()) window.hits = Math.max(0, window.hits - 1);
    },
    prune,
    async size() {
      return windows.size;
    },
    close: () => {
      clearInterval(sweep);
      windows.clear();
      for (const tier of tiers) tier.clear();
    },
  };
}
