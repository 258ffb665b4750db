import { describe, expect, it } from 'vitest';
import { canNameOneDocument, couldBeCited } from '../src/citations/index.ts';

describe('which documents a citation can name', () => {
  it.each([
    [{ kind: 'EXECUTIVE_ORDER', date: null }, false],
    [{ kind: 'EXECUTIVE_ORDER', date: null, year: 1987 }, true],
    [{ kind: 'PROCLAMATION', date: '1972-09-21' }, true],
    [{ kind: 'REPUBLIC_ACT', date: null }, true],
    [{ kind: 'GR', date: null }, true],
  ])('%o can name one document: %s', (citation, expected) => {
    expect(canNameOneDocument(citation)).toBe(expected);
  });

  it.each([
    ['1983-10-07', { year: 1983 }, '1999-01-01', true],
    ['1983-10-07', { year: 1987 }, '1999-01-01', false],
    ['2002-06-07', {}, '1999-01-01', false],
    ['2002-06-07', {}, null, true],
    [null, {}, '1999-01-01', true],
  ])('a document of %s, cited as %o in a text of %s: %s', (candidate, citation, citing, expected) => {
    expect(couldBeCited(candidate, citation, citing)).toBe(expected);
  });
});
