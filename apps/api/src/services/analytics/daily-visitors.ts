import { createHmac, randomBytes } from 'node:crypto';
import type { Queryable } from '@batas/db';
import { addressKey } from '../../lib/client-address.ts';
import { ANALYTICS_TIME_ZONE, TODAY_SQL } from './analytics-day.ts';

/** Browsers behind one address that count as different visitors of one item on one day (a household, an office). */
export const VISITORS_PER_ADDRESS = 3;

/** Who is viewing, as the route knows it. */
export interface Visitor {
  userId?: string | null;
  /** The address as limits count it (lib/client-address.ts: an IPv6 client by its /64). */
  address: string;
  userAgent?: string;
}

// The day's salt, read once per day per process and database (every process shares it through view_salts).
const cache = new WeakMap<Queryable, { day: string; salt: string }>();
const manilaDay = new Intl.DateTimeFormat('en-CA', { timeZone: ANALYTICS_TIME_ZONE });

async function todaysSalt(db: Queryable): Promise<{ day: string; salt: string }> {
  const cached = cache.get(db);
  if (cached && cached.day === manilaDay.format(new Date())) return cached;
  const { rows } = await db.query<{ day: string; salt: string }>(
    `INSERT INTO view_salts AS v (day, salt) VALUES (${TODAY_SQL}, $1)
     ON CONFLICT (day) DO UPDATE SET salt = v.salt RETURNING day::text AS day, salt`,
    [randomBytes(32).toString('base64url')],
  );
  cache.set(db, rows[0]!);
  return rows[0]!;
}

const keyed = (salt: string, text: string) => createHmac('sha256', salt).update(text).digest('base64url').slice(0, 32);

/**
 * Whether this view is the visitor's first of the item today; if so it is remembered for the rest of the day.
 * A visitor is the account when signed in; otherwise the address and the browser, hashed under the day's random
 * salt, and at most VISITORS_PER_ADDRESS browsers per address count: a script changing its User-Agent header on
 * every request counts a few times, not once per header. Rows and salts go at the end of the day
 * (prune-analytics.ts), so no address can be recovered or linked across days.
 */
export async function firstViewToday(
  db: Queryable,
  kind: 'document' | 'article',
  itemId: string,
  visitor: Visitor,
): Promise<boolean> {
  const { day, salt } = await todaysSalt(db);
  const address = visitor.userId ? `user:${visitor.userId}` : keyed(salt, `address:${visitor.address}`);
  const identity = visitor.userId ? address : keyed(salt, `visitor:${visitor.address}|${visitor.userAgent ?? ''}`);
  const inserted = await db.query(
    `INSERT INTO daily_visitors (kind, item_id, day, visitor_hash, address_hash)
     SELECT $1, $2, $5::date, $3, $4
      WHERE (SELECT count(*) FROM daily_visitors
              WHERE kind = $1 AND item_id = $2 AND day = $5::date AND address_hash = $4) < $6
     ON CONFLICT DO NOTHING`,
    [kind, itemId, identity, address, day, VISITORS_PER_ADDRESS],
  );
  return inserted.rowCount > 0;
}

/** The visitor of a request: its account, its address as limits count it, its browser. */
export function visitorOf(request: {
  user: { id: string } | null;
  ip: string;
  headers: { 'user-agent'?: string };
}): Visitor {
  return {
    userId: request.user?.id ?? null,
    address: addressKey(request.ip),
    userAgent: request.headers['user-agent'],
  };
}
