import { SCRAPING_LIMITS } from '@batas/shared/constants';

/**
 * SCRAPING_STALE_AFTER_MS for `npm run worker` (the API validates the same bounds in apps/api/src/config/env.ts),
 * within SCRAPING_LIMITS.staleAfterMs.
 */
export function staleAfterMsFrom(env: Record<string, string | undefined> = process.env): number | undefined {
  const raw = env.SCRAPING_STALE_AFTER_MS?.trim();
  if (!raw) return undefined;
  const value = Number(raw);
  const { min, max } = SCRAPING_LIMITS.staleAfterMs;
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`SCRAPING_STALE_AFTER_MS must be a whole number of ms from ${min} to ${max}: ${raw}`);
  }
  return value;
}
