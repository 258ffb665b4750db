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
  close(): void;
}

export function rateCountersFor(db: Database): RateCounters {
  return db.kind === 'postgres' ? postgresCounters(db) : memoryCounters();
}

// Keys hold e-mail addresses and IP addresses: only their hash is stored.
const hashKey = (key: string) => createHash('sha256').update(key).digest('base64url');

function postgresCounters(db: Database): RateCounters {
  // Expired windows are deleted now and then by whichever process gets there; a key's next hit restarts it anyway.
  const sweep = setInterval(() => {
    db.query(`DELETE FROM rate_limit_counters WHERE reset_at < clock_timestamp() - interval '1 minute'`).catch(
      () => {},
    );
  }, 60_000);
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
    close: () => clearInterval(sweep),
  };
}

/** In-process windows for the embedded database; bounded, oldest windows dropped first. */
function memoryCounters(maxKeys = 50_000): RateCounters {
  const windows = new Map<string, { hits: number; resetAt: number }>();
  return {
    async hit(key, windowMs) {
      const now = Date.now();
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        windows.delete(key);
        window = { hits: 0, resetAt: now + windowMs };
        windows.set(key, window);
        if (windows.size > maxKeys) windows.delete(windows.keys().next().value!);
      }
      window.hits += 1;
      return { hits: window.hits, resetInMs: window.resetAt - now };
    },
    async forgive(key) {
      const window = windows.get(key);
      if (window && window.resetAt > Date.now()) window.hits = Math.max(0, window.hits - 1);
    },
    close: () => windows.clear(),
  };
}
