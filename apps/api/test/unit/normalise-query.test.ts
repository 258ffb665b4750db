import { describe, expect, it } from 'vitest';
import { MAX_RECORDED_QUERY, normaliseSearchQuery } from '../../src/services/analytics/normalise-query.ts';

describe('normaliseSearchQuery', () => {
  it.each([
    ['Bouncing Checks Law', 'bouncing checks law'],
    ['  bouncing   checks\tLAW ', 'bouncing checks law'],
    ['Peña v. People', 'peña v. people'],
    ['"writ of amparo" -habeas', '"writ of amparo" -habeas'],
    ['   ', null],
    ['', null],
  ])('%j → %j', (query, normal) => {
    expect(normaliseSearchQuery(query)).toBe(normal);
  });

  it('keeps one spelling of a composed and a decomposed accent', () => {
    expect(normaliseSearchQuery('Pen\u0303a')).toBe(normaliseSearchQuery('Peña'));
  });

  it('cuts a pasted paragraph to the longest query kept', () => {
    expect(normaliseSearchQuery(`${'word '.repeat(100)}`)!.length).toBeLessThanOrEqual(MAX_RECORDED_QUERY);
  });
});
