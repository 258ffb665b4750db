import { describe, expect, it } from 'vitest';
import { dayLabel, parsePeriod, withDayLabels } from './chart-days';

describe('analytics chart days', () => {
  it('labels a day by month and day, whatever the browser zone', () => {
    expect(dayLabel('2026-11-25')).toBe('Nov 25');
    expect(dayLabel('2027-01-01')).toBe('Jan 1');
    expect(withDayLabels([{ day: '2026-02-28', views: 3 }])).toEqual([
      { day: '2026-02-28', views: 3, label: 'Feb 28' },
    ]);
  });

  it.each([
    ['7', 7],
    ['30', 30],
    ['90', 90],
    [null, 30],
    ['14', 30],
    ['abc', 30],
  ] as const)('reads ?days=%s as %i', (value, days) => {
    expect(parsePeriod(value)).toBe(days);
  });
});
