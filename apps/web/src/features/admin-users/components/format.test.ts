import { describe, expect, it } from 'vitest';
import { formatExperience } from './format';

describe("a lawyer's experience", () => {
  it.each([
    [1, '1 year'],
    [0, '0 years'],
    [12, '12 years'],
    [null, '—'],
  ])('%j → %j', (years, expected) => {
    expect(formatExperience(years)).toBe(expected);
  });
});
