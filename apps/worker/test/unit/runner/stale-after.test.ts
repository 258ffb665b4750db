import { describe, expect, it } from 'vitest';
import { staleAfterMsFrom } from '../../../src/runner/stale-after.ts';

describe('SCRAPING_STALE_AFTER_MS for npm run worker', () => {
  it('is optional, and read as whole milliseconds', () => {
    expect(staleAfterMsFrom({})).toBeUndefined();
    expect(staleAfterMsFrom({ SCRAPING_STALE_AFTER_MS: ' ' })).toBeUndefined();
    expect(staleAfterMsFrom({ SCRAPING_STALE_AFTER_MS: '45000' })).toBe(45_000);
  });

  it.each(['abc', '1000', '4999', '2.5e4x', '12000.5', '3600001'])('refuses %j, naming the variable', (value) => {
    expect(() => staleAfterMsFrom({ SCRAPING_STALE_AFTER_MS: value })).toThrow(/SCRAPING_STALE_AFTER_MS/);
  });
});
