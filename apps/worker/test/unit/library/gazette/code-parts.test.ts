import { describe, expect, it } from 'vitest';
import { annexPart, codePart, namesFromText } from '../../../../src/library/gazette/code-parts.ts';

const CODE = 'Executive Order No. 292, s. 1987';

describe('codePart', () => {
  it.each([
    ['Introductory Provisions', ['Introductory Provisions'], [0, 0, 0, 0, 1]],
    ['BOOK I/Chapter 1-The National Territory', ['Book I', 'Chapter 1 – The National Territory'], [1, 0, 0, 1, 0]],
    ['BOOK IV-/Chapter 1-The Departments', ['Book IV', 'Chapter 1 – The Departments'], [4, 0, 0, 1, 0]],
    [
      'BOOK IV/Title XI/Chapter 2-Department Proper',
      ['Book IV', 'Title XI', 'Chapter 2 – Department Proper'],
      [4, 11, 0, 2, 0],
    ],
    ['BOOK IV/Title VIII/Subtitle III', ['Book IV', 'Title VIII', 'Subtitle III'], [4, 8, 3, 0, 0]],
    [
      'BOOK V/Title I/Subtitle B/Chapter 4-Jurisdiction, Powers and Functions of the Commission',
      ['Book V', 'Title I', 'Subtitle B', 'Chapter 4 – Jurisdiction, Powers and Functions of the Commission'],
      [5, 1, 2, 4, 0],
    ],
    [
      'BOOK V/Title II/Subtitle A-Commission on Human Rights',
      ['Book V', 'Title II', 'Subtitle A – Commission on Human Rights'],
      [5, 2, 1, 0, 0],
    ],
    [
      'BOOK IV/Title XVI/Chapter 7-Municipal/District Offices',
      ['Book IV', 'Title XVI', 'Chapter 7 – Municipal/District Offices'],
      [4, 16, 0, 7, 0],
    ],
    ['BOOK VII/Final Provisions', ['Book VII', 'Final Provisions'], [7, 0, 0, 999, 0]],
  ])('%s', (heading, headings, order) => {
    expect(codePart(CODE, heading)).toEqual({ codeCitation: CODE, headings, order });
  });

  it('names a level from the text where the heading does not', () => {
    const names = namesFromText([
      'BOOK V',
      'TITLE I',
      'Constitutional Commissions',
      'SUBTITLE A',
      'Civil Service Commission',
      'CHAPTER 1',
      'General Provisions',
      'SECTION 1. Declaration of Policy.—…',
    ]);
    expect(codePart(CODE, 'BOOK V/Title I/Subtitle A/Chapter 1-General Provisions', names).headings).toEqual([
      'Book V',
      'Title I – Constitutional Commissions',
      'Subtitle A – Civil Service Commission',
      'Chapter 1 – General Provisions',
    ]);
  });

  it('puts the parts of a book in the order of the code', () => {
    const headings = [
      'BOOK VII/Final Provisions',
      'BOOK IV/Title I/Chapter 1-General Provisions',
      'BOOK IV/Chapter 14-Controversies Among Government Offices and Corporations',
      'BOOK VII/Chapter 4-Administrative Appeal in Contested Cases',
      'Introductory Provisions',
      'BOOK IV/Title II/Chapter 10-Bureaus',
      'BOOK IV/Title II/Chapter 2-Department Proper',
    ];
    const sorted = headings
      .map((heading) => ({ heading, order: codePart(CODE, heading).order }))
      .sort((a, b) => {
        for (let index = 0; index < a.order.length; index += 1) {
          if (a.order[index] !== b.order[index]) return a.order[index]! - b.order[index]!;
        }
        return 0;
      })
      .map(({ heading }) => heading);
    expect(sorted).toEqual([
      'Introductory Provisions',
      'BOOK IV/Chapter 14-Controversies Among Government Offices and Corporations',
      'BOOK IV/Title I/Chapter 1-General Provisions',
      'BOOK IV/Title II/Chapter 2-Department Proper',
      'BOOK IV/Title II/Chapter 10-Bureaus',
      'BOOK VII/Chapter 4-Administrative Appeal in Contested Cases',
      'BOOK VII/Final Provisions',
    ]);
  });
});

describe('annexPart', () => {
  it('orders annexes by letter after the issuance', () => {
    expect(annexPart('Executive Order No. 376, s. 2004', 'Annex A')).toEqual({
      codeCitation: 'Executive Order No. 376, s. 2004',
      headings: ['Annex A'],
      order: [1],
    });
    expect(annexPart('Executive Order No. 376, s. 2004', 'Annex B').order).toEqual([2]);
  });
});
