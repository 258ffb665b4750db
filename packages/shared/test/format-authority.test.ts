import { describe, expect, it } from 'vitest';
import { formatAuthority } from '../src/citations/index.ts';
import { documentHeading } from '../src/names/index.ts';

describe('formatAuthority: a document as a Philippine brief cites it', () => {
  it.each([
    [
      'a decision by its short case name, docket and date',
      {
        documentType: 'Supreme Court Decision',
        citation: 'G.R. No. L-63915',
        dateDecided: '1985-04-24',
        shortTitle: 'Tañada v. Tuvera',
      },
      'Tañada v. Tuvera, G.R. No. L-63915, April 24, 1985',
    ],
    [
      'a decision without a short name goes by its caption',
      {
        documentType: 'Supreme Court Decision',
        citation: 'G.R. No. 88211, September 15, 1989',
        dateDecided: '1989-09-15',
        heading: 'Marcos v. Manglapus',
      },
      'Marcos v. Manglapus, G.R. No. 88211, September 15, 1989',
    ],
    [
      'a consolidated decision keeps every docket',
      {
        documentType: 'Supreme Court Decision',
        citation: 'G.R. Nos. 146710-15',
        dateDecided: '2001-03-02',
        shortTitle: 'Estrada v. Desierto',
      },
      'Estrada v. Desierto, G.R. Nos. 146710-15, March 2, 2001',
    ],
    [
      'a statute with its short title',
      {
        documentType: 'Republic Act',
        citation: 'Republic Act No. 10173',
        dateEnacted: '2012-08-15',
        shortTitle: 'Data Privacy Act of 2012',
      },
      'Republic Act No. 10173 (Data Privacy Act of 2012)',
    ],
    [
      'a statute without one',
      { documentType: 'Batas Pambansa', citation: 'Batas Pambansa Blg. 22', dateEnacted: '1979-04-03' },
      'Batas Pambansa Blg. 22',
    ],
    [
      'an issuance numbered anew by each President names its series year',
      {
        documentType: 'Executive Order',
        citation: 'Executive Order No. 292',
        dateEnacted: '1987-07-25',
        shortTitle: 'Administrative Code of 1987',
      },
      'Executive Order No. 292, s. 1987 (Administrative Code of 1987)',
    ],
    [
      'the series year printed in the citation wins over the date',
      {
        documentType: 'Administrative Order',
        citation: 'Administrative Order No. 308, s. 1996',
        dateEnacted: '1996-12-12',
      },
      'Administrative Order No. 308, s. 1996',
    ],
  ])('%s', (_label, doc, expected) => {
    expect(formatAuthority(doc)).toBe(expected);
  });

  it('is null for a document with no citation to build on', () => {
    expect(formatAuthority({ documentType: 'Treaty', title: 'Agreement on Trade' })).toBeNull();
  });
});

describe('documentHeading', () => {
  it.each([
    [
      {
        title: 'LORENZO M. TAÑADA, petitioners, vs. HON. JUAN C. TUVERA, respondents.',
        shortTitle: 'Tañada v. Tuvera',
      },
      'Tañada v. Tuvera',
    ],
    [
      { title: 'AN ACT PROTECTING INDIVIDUAL PERSONAL INFORMATION', shortTitle: null },
      'An Act Protecting Individual Personal Information',
    ],
    [{ title: 'Republic Act No. 1', shortTitle: '  ' }, 'Republic Act No. 1'],
  ])('%o → %s', (doc, expected) => {
    expect(documentHeading(doc)).toBe(expected);
  });
});
