/**
 * SCRAPING_STALE_AFTER_MS for `npm run worker` (the API validates its own copy in apps/api/src/config/env.ts):
 * how long a running job's heartbeat may be silent before another worker takes it over. It must stay well
 * above the 2 s heartbeat, or workers would take live jobs from each other.
 */
export const MIN_STALE_AFTER_MS = 5000;
export const MAX_STALE_AFTER_MS = 3_600_000;

export function staleAfterMsFrom(env: Record<string, string | undefined> = process.env): number | undefined {
  const raw = env.SCRAPING_STALE_AFTER_MS?.trim();
  if (!raw) return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < MIN_STALE_AFTER_MS || value > MAX_STALE_AFTER_MS) {
    throw new Error(
      `SCRAPING_STALE_AFTER_MS must be a whole number of ms from ${MIN_STALE_AFTER_MS} to ${MAX_STALE_AFTER_MS}: ${raw}`,
    );
  }
  return value;
}
