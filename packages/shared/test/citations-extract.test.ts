import { describe, expect, it } from 'vitest';
import {
  citationKeys,
  citationKeysFromQuery,
  extractCitations,
  keysOfCitation,
  MAX_QUERY_KEYS,
  walkCitations,
  type ExtractedCitation,
} from '../src/citations/index.ts';
import { MAX_SERIALS_PER_CITATION } from '../src/citations/read-numbered.ts';

const PARAGRAPH =
  'In <i>Tañada v. Tuvera</i>, G.R. No. L-63915, April 24, 1985, 136 SCRA 27, the Court held that laws must be ' +
  'published. See also R.A. No. 9165, Section 21; B.P. Blg. 22; A.M. No. RTJ-16-2460 (Formerly OCA IPI No. ' +
  '14-4213-RTJ), January 10, 2017; Angara v. Electoral Commission, 63 Phil. 139, 150 (1936); and the ruling in ' +
  'CA-G.R. SP No. 12345, which is not a Supreme Court case. ';

describe('extractCitations', () => {
  it('finds every citation in order, with spans into the original text', () => {
    const found = extractCitations(PARAGRAPH);
    expect(found.map((c) => [c.kind, c.canonical])).toEqual([
      ['GR', 'G.R. No. L-63915'],
      ['SCRA', '136 SCRA 27'],
      ['REPUBLIC_ACT', 'Republic Act No. 9165'],
      ['BATAS_PAMBANSA', 'Batas Pambansa Blg. 22'],
      ['AM', 'A.M. No. RTJ-16-2460'],
      ['PHIL', '63 Phil. 139'],
      ['CA_GR', 'CA-G.R. SP No. 12345'],
    ]);
    for (const c of found) expect(PARAGRAPH.slice(c.start, c.end)).toBe(c.text);
    expect(found[0]!.text).toBe('G.R. No. L-63915, April 24, 1985');
    expect(found[0]!.reports).toEqual(['136 SCRA 27']);
    expect(found[4]!.formerly).toEqual(['OCA IPI No. 14-4213-RTJ']);
    expect(found[4]!.date).toBe('2017-01-10');
    expect(found[6]!.supremeCourt).toBe(false);
  });

  it('keeps offsets when the text has HTML, entities and odd dashes', () => {
    const text = '<p>See <b>G.R.</b>&nbsp;No.&nbsp;146710–15 &amp; 146716, March&nbsp;2, 2001.</p>';
    const [c] = extractCitations(text);
    expect(c!.serials).toEqual(['146710-15', '146716']);
    expect(c!.date).toBe('2001-03-02');
    expect(text.slice(c!.start, c!.end)).toBe(c!.text);
    expect(c!.text.startsWith('G.R.')).toBe(true);
  });

  it('yields no phantom records from Formerly/From asides, pin cites or section numbers', () => {
    expect(
      extractCitations(
        'Joven v. Caoili, A.M. No. P-17-3754 (Formerly OCA IPI No. 14-4285-P), September 26, 2017, 840 SCRA 552, 559.',
      ).map((c) => c.kind),
    ).toEqual(['AM', 'SCRA']);
    expect(extractCitations('G.R. Nos. 201225-26 (From CTA-EB Nos. 649 & 651)').map((c) => c.kind)).toEqual(['GR']);
    expect(
      extractCitations('Republic Act No. 9337- An Act Amending Sections 27, 28, 34').map((c) => c.serials),
    ).toEqual([['9337']]);
    expect(extractCitations('This Republic Act No. 3015').map((c) => c.kind)).toEqual(['REPUBLIC_ACT']);
  });

  it('returns nothing for text without citations', () => {
    expect(extractCitations('')).toEqual([]);
    expect(extractCitations('The petition is DENIED for lack of merit. SO ORDERED.')).toEqual([]);
  });

  describe('stays linear on 100 KB (no catastrophic backtracking)', () => {
    const fill = (unit: string, size = 100_000) => unit.repeat(Math.ceil(size / unit.length)).slice(0, size);
    // Bounds are loose on purpose (shared CI machines); a backtracking blow-up takes minutes, not seconds.
    it.each([
      ['a judgment dense with citations', fill(PARAGRAPH)],
      ['digits only', fill('1234567890')],
      ['keys without numbers', fill('G.R. No. ')],
      ['an endless list', `G.R. No. ${fill('1, ')}`],
      ['an endless run of separators', `G.R. No. 1${fill(', ')}`],
      ['an unclosed aside', `G.R. No. 1 ${fill('(Formerly ')}`],
      ['page junk before a date', `G.R. No. 1${fill(' p. 1,')}`],
      ['hyphen chains', `A.M. No. ${fill('RTJ-')}1`],
      ['many tiny citations', fill('L-123 ')],
      ['report pin cites', fill('1 SCRA 1, 2, 3, ')],
      ['words that look like keys', fill('Republic Act Act Act am AM ')],
    ])('%s', (_, text) => {
      const started = performance.now();
      const found = extractCitations(text);
      expect(performance.now() - started).toBeLessThan(5000);
      for (const c of found.slice(0, 50)) expect(text.slice(c.start, c.end)).toBe(c.text);
    });
  });
});

describe('G.R. ranges and bounded work', () => {
  it('keeps a range as its own key and first number, however long the range', () => {
    const [range] = extractCitations('G.R. No. 100000-100499');
    expect(keysOfCitation(range!)).toEqual(['gr:100000-100499', 'gr:100000']);
    expect(citationKeysFromQuery('G.R. Nos. 146710-15')).toEqual(['gr:146710-15', 'gr:146710']);
    // The document's own number still lists its members, so 'G.R. No. 146712' finds the consolidated decision.
    expect(citationKeys({ citation: 'G.R. Nos. 146710-15' })).toEqual([
      'gr:146710-15',
      ...['146710', '146711', '146712', '146713', '146714', '146715'].map((n) => `gr:${n}`),
    ]);
  });

  it('looks a query up by at most MAX_QUERY_KEYS keys', () => {
    const query = Array.from({ length: 40 }, (_, n) => `G.R. No. ${200000 + n * 1000}-${200000 + n * 1000 + 400}`);
    const keys = citationKeysFromQuery(query.join('; '));
    expect(keys).toHaveLength(MAX_QUERY_KEYS);
    expect(keys.slice(0, 2)).toEqual(['gr:200000-200400', 'gr:200000']);
  });

  it('ends a list at MAX_SERIALS_PER_CITATION numbers; a repeated key starts the next citation', () => {
    const numbers = Array.from({ length: 250 }, (_, n) => String(300000 + n));
    const [list] = extractCitations(`G.R. Nos. ${numbers.join(', ')}`);
    expect(list!.serials).toEqual(numbers.slice(0, MAX_SERIALS_PER_CITATION));
    const keyed = extractCitations(numbers.map((n) => `G.R. No. ${n}`).join(' and '));
    expect(keyed.map((c) => c.serials.length)).toEqual([MAX_SERIALS_PER_CITATION, MAX_SERIALS_PER_CITATION, 50]);
    expect(keyed.flatMap((c) => c.serials)).toEqual(numbers);
  });

  it('reads citations one at a time: interleaved walks of two texts give what each gives alone', () => {
    const first = walkCitations(PARAGRAPH.repeat(3));
    const second = walkCitations('R.A. 9262, and BP 22. G.R. No. 1, Jan. 2, 2000.');
    const a: ExtractedCitation[] = [];
    const b: ExtractedCitation[] = [];
    for (let step = 0; step < 40; step++) {
      const x = first.next();
      const y = second.next();
      if (!x.done) a.push(x.value);
      if (!y.done) b.push(y.value);
    }
    expect(a).toEqual(extractCitations(PARAGRAPH.repeat(3)));
    expect(b).toEqual(extractCitations('R.A. 9262, and BP 22. G.R. No. 1, Jan. 2, 2000.'));
    expect([...walkCitations(PARAGRAPH, 2)].map((c) => c.canonical)).toEqual(['G.R. No. L-63915', '136 SCRA 27']);
  });
});
