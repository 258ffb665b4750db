import { describe, expect, it } from 'vitest';
import { candidateDetails } from './candidate-details';

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
