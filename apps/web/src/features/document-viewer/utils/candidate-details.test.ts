import { describe, expect, it } from 'vitest';
import { candidateDetails, requestedCitation } from './requested-citation';

describe('requestedCitation', () => {
  it.each([
    ['EXECUTIVE_ORDER-65', { citation: 'Executive Order No. 65', date: null }],
    ['GR-L-63915-1985-05-30', { citation: 'G.R. No. L-63915', date: 'May 30, 1985' }],
    ['tanada-v-tuvera', { citation: 'tanada v tuvera', date: null }],
  ])('%s reads %o', (requested, expected) => {
    expect(requestedCitation(requested)).toEqual(expected);
  });
});

describe('candidateDetails', () => {
  it('names the date only when the citation does not already', () => {
    expect(
      candidateDetails({ citation: 'G.R. No. L-63915, April 24, 1985', date: '1985-04-24', documentType: 'Decision' }),
    ).toBe('G.R. No. L-63915, April 24, 1985 · Decision');
    expect(
      candidateDetails({ citation: 'Republic Act No. 386', date: '1949-06-18', documentType: 'Republic Act' }),
    ).toBe('Republic Act No. 386 · June 18, 1949 · Republic Act');
  });
});
