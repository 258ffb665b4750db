import { describe, expect, it } from 'vitest';
import { citationRowsOf } from '../../src/citator/citation-rows.ts';

const canonicals = (text: string) => citationRowsOf(text).map((row) => row.canonical);

describe('citationRowsOf: the distinct citations a text makes', () => {
  it.each([
    [
      'the same case cited twice, written two ways, counts once',
      'G.R. No. 63915, April 24, 1985; GR 63915, Apr. 24, 1985',
      ['G.R. No. 63915, April 24, 1985'],
    ],
    [
      'one number with two dates is two decisions',
      'G.R. No. 1, Jan. 2, 2000 and G.R. No. 1, Feb. 3, 2001',
      ['G.R. No. 1, January 2, 2000', 'G.R. No. 1, February 3, 2001'],
    ],
    [
      'several statutes are several laws',
      'Republic Act Nos. 386 & 7160',
      ['Republic Act No. 386', 'Republic Act No. 7160'],
    ],
    [
      'several dockets are one consolidated case',
      'G.R. Nos. 210001 & 210002, May 1, 2014',
      ['G.R. Nos. 210001 & 210002, May 1, 2014'],
    ],
    ['report citations are kept', 'see 136 SCRA 27 and 63 Phil. 139', ['136 SCRA 27', '63 Phil. 139']],
  ])('%s', (_, text, expected) => {
    expect(canonicals(text)).toEqual(expected);
  });

  it('keeps the order of first appearance and the keys to resolve each by', () => {
    const rows = citationRowsOf('R.A. No. 9165 and P.D. 1529, then R.A. 9165 again');
    expect(rows.map((row) => [row.position, row.kind, row.lookupKeys])).toEqual([
      [0, 'REPUBLIC_ACT', ['ra:9165']],
      [1, 'PRESIDENTIAL_DECREE', ['pd:1529']],
    ]);
  });

  it('reads nothing from an empty body', () => {
    expect(citationRowsOf(null)).toEqual([]);
    expect(citationRowsOf('No citation here.')).toEqual([]);
  });
});

describe('citationRowsOf on HTML', () => {
  it('reads through tags and entities and names a citation written with markup in its canonical form', () => {
    const rows = citationRowsOf('<p>See <b>G.R.</b>&nbsp;No.&nbsp;146710, March&nbsp;2, 2001 and R.A. No. 9165.</p>');
    expect(rows.map((row) => row.text)).toEqual(['G.R. No. 146710, March 2, 2001', 'R.A. No. 9165']);
  });
});

describe('citationRowsOf and ambiguous citations', () => {
  it('lists an undated Executive Order No. 1 but gives it nothing to be resolved by', () => {
    const [row] = citationRowsOf('as provided in Executive Order No. 1');
    expect(row).toMatchObject({ canonical: 'Executive Order No. 1', lookupKeys: [] });
    expect(citationRowsOf('Executive Order No. 1, s. 1986')[0]!.lookupKeys.length).toBeGreaterThan(0);
  });
});
