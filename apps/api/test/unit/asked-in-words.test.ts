import { parseDocumentSlug } from '@batas/shared';
import { describe, expect, it } from 'vitest';
import { askedInWords } from '../../src/services/documents/resolve-citation.ts';

describe('askedInWords', () => {
  it.each([
    ['EXECUTIVE_ORDER-65', { citation: 'Executive Order No. 65', date: null }],
    ['GR-L-63915-1985-05-30', { citation: 'G.R. No. L-63915', date: 'May 30, 1985' }],
    ['tanada-v-tuvera', { citation: 'tanada v tuvera', date: null }],
  ])('%s reads %o', (requested, expected) => {
    expect(askedInWords(parseDocumentSlug(requested), requested)).toEqual(expected);
  });
});
