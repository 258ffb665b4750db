import { z } from 'zod';

/**
 * Text fields the database can store. PostgreSQL text cannot hold a NUL character (U+0000): one in any field
 * would reach the database and fail there as a 500. Every text field of a request (body, query, path) is built
 * from `safeText`, which refuses it first, with a 400 naming the field. It is a z.string(), so the usual
 * `.trim().min().max()` chain follows; the NUL check runs first and alone.
 */
export const NUL_MESSAGE = 'must not contain NUL characters (\\u0000)';

export function safeText(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine((value) => !value.includes('\u0000'), { error: NUL_MESSAGE, abort: true });
}

/** 'YYYY-MM-DD' naming a day that exists ('2024-02-30' and '2024-13-45' do not), years 1000–9999. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1000 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}
