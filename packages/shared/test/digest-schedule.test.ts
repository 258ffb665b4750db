import { describe, expect, it } from 'vitest';
import { nextDigestAt } from '../src/dates/digest-schedule.ts';

/** 07:00 Manila is 23:00 UTC the day before; weekly digests go on Mondays (Manila's Monday). */
describe('nextDigestAt', () => {
  it.each([
    ['daily', '2025-03-04T10:00:00Z', '2025-03-04T23:00:00.000Z'], // 18:00 Tuesday in Manila → 07:00 Wednesday
    ['daily', '2025-03-04T22:59:59Z', '2025-03-04T23:00:00.000Z'],
    ['daily', '2025-03-04T23:00:00Z', '2025-03-05T23:00:00.000Z'], // exactly 07:00: the next one
    ['daily', '2025-12-31T23:30:00Z', '2026-01-01T23:00:00.000Z'], // 07:30 on New Year's Day in Manila
    ['weekly', '2025-03-04T10:00:00Z', '2025-03-09T23:00:00.000Z'], // Tuesday → Monday 10 March, 07:00
    ['weekly', '2025-03-09T22:00:00Z', '2025-03-09T23:00:00.000Z'], // 06:00 Monday in Manila → that morning
    ['weekly', '2025-03-09T23:00:00Z', '2025-03-16T23:00:00.000Z'],
    ['weekly', '2025-03-09T16:30:00Z', '2025-03-09T23:00:00.000Z'], // Sunday evening in UTC is Monday in Manila
  ] as const)('%s after %s', (frequency, after, expected) => {
    expect(nextDigestAt(frequency, new Date(after)).toISOString()).toBe(expected);
  });
});
