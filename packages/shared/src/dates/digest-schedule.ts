import type { AlertFrequency } from '../constants/research.ts';

/**
 * When alert digests go out: 07:00 in Manila, every day for daily alerts and on Mondays for weekly ones. Manila is
 * UTC+8 all year (the Philippines has kept no daylight saving time since 1978), so a fixed offset is exact.
 */
export const DIGEST_HOUR_MANILA = 7;
const MANILA_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;
const MONDAY = 1;

/** The first digest time strictly after `after`. */
export function nextDigestAt(frequency: AlertFrequency, after: Date): Date {
  // Manila's wall clock, held in a Date read with the UTC getters.
  const wall = after.getTime() + MANILA_OFFSET_MS;
  const day = new Date(wall);
  let slot = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), DIGEST_HOUR_MANILA);
  if (slot <= wall) slot += DAY_MS;
  if (frequency === 'weekly') while (new Date(slot).getUTCDay() !== MONDAY) slot += DAY_MS;
  return new Date(slot - MANILA_OFFSET_MS);
}
