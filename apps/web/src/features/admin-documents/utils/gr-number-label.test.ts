import { describe, expect, it } from 'vitest';
import { grNumberLabel } from './gr-number-label';

describe('grNumberLabel', () => {
  it.each([
    ['255180', 'GR No. 255180'],
    ['G.R. No. 255180', 'GR No. 255180'],
    ['G.R. No. L-63915', 'GR No. L-63915'],
    ['GR No. 777777', 'GR No. 777777'],
    ['g.r. no.  12345-67', 'GR No. 12345-67'],
    ['G.R. Nos. 1 & 2', 'GR Nos. 1 & 2'],
    ['G.R. No. L-12345 and L-12346-47', 'GR Nos. L-12345 and L-12346-47'],
    ['L-63915', 'GR No. L-63915'],
  ])('%s → %s', (stored, shown) => {
    expect(grNumberLabel(stored)).toBe(shown);
  });
});
