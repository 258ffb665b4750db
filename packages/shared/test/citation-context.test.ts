import { describe, expect, it } from 'vitest';
import {
  caseNameBefore,
  caseNameKey,
  citationContext,
  extractCitations,
  normalizeForScan,
} from '../src/citations/index.ts';

const marked = (text: string, cited: string) => {
  const start = text.indexOf(cited);
  const context = citationContext(normalizeForScan(text), start, start + cited.length);
  return `${context.text.slice(0, context.markStart)}[${context.text.slice(context.markStart, context.markEnd)}]${context.text.slice(context.markEnd)}`;
};

describe('citationContext: the sentence a citation stands in, the citation marked', () => {
  it.each([
    [
      'The petition is dismissed. As held in Tañada v. Tuvera, 136 SCRA 27, laws must be published. So ordered.',
      '136 SCRA 27',
      'As held in Tañada v. Tuvera, [136 SCRA 27], laws must be published.',
    ],
    [
      // Abbreviations and initials do not end the sentence.
      'See People v. Dela Cruz, G.R. No. 12345, Jan. 5, 1990, 181 SCRA 100. The rest is history.',
      '181 SCRA 100',
      'See People v. Dela Cruz, G.R. No. 12345, Jan. 5, 1990, [181 SCRA 100].',
    ],
    [
      'Respondents <i>invoke</i>\n\nthe ruling in Oposa v. Factoran, 224 SCRA 792; petitioners disagree.',
      '224 SCRA 792',
      'Respondents invoke the ruling in Oposa v. Factoran, [224 SCRA 792];',
    ],
  ])('%s', (text, cited, expected) => {
    expect(marked(text, cited)).toBe(expected);
  });

  it('keeps a long sentence to about 300 characters, cut at words, with the citation whole', () => {
    const filler = 'word '.repeat(120);
    const text = `${filler}as decided in 136 SCRA 27 and ${filler}`;
    const start = text.indexOf('136 SCRA 27');
    const context = citationContext(normalizeForScan(text), start, start + 11);
    expect(context.text.length).toBeLessThanOrEqual(302);
    expect(context.text.slice(context.markStart, context.markEnd)).toBe('136 SCRA 27');
    expect(context.text.startsWith('…')).toBe(true);
    expect(context.text.endsWith('…')).toBe(true);
  });
});

describe('caseNameBefore and caseNameKey', () => {
  const nameOf = (text: string) => {
    const normalized = normalizeForScan(text);
    const citation = extractCitations(text).at(-1)!;
    return caseNameBefore(normalized, citation.start);
  };
  it.each([
    ['As held in Tañada v. Tuvera, 136 SCRA 27', 'Tañada v. Tuvera', 'tanada|tuvera'],
    ['Cf. People vs. Dela Cruz, 61 Phil. 344', 'People v. Dela Cruz', 'people|cruz'],
    [
      '(Manila Prince Hotel v. Government Service Insurance System, 267 SCRA 408)',
      'Manila Prince Hotel v. Government Service Insurance System',
      'manila|gsis',
    ],
    // Footnote marks and the citation before are not part of the name.
    [
      'Bautista, G.R. No. 84818, 180 SCRA 218, 225 1989). 35 Manila Prince Hotel v. GSIS, 335 Phil. 82',
      'Manila Prince Hotel v. GSIS',
      'manila|gsis',
    ],
    [
      'the Court ruled. Republic of the Philippines v. Sandiganbayan, 240 SCRA 376',
      'Republic of the Philippines v. Sandiganbayan',
      'republic|sandiganbayan',
    ],
    ['it was said in 136 SCRA 27', null, null],
    ['see the case of Lim v. Lim; 136 SCRA 27', null, null],
  ])('%s', (text, name, key) => {
    expect(nameOf(text)).toBe(name);
    expect(caseNameKey(name)).toBe(key);
  });

  it('keys a short case name, whatever its spelling of the sides', () => {
    expect(caseNameKey('TAÑADA vs. HON. TUVERA')).toBe('tanada|tuvera');
    expect(caseNameKey('Tañada v. Tuvera')).toBe('tanada|tuvera');
    expect(caseNameKey('a title with no sides')).toBeNull();
    expect(caseNameKey('No. 84818, 180 SCRA 218, 225 1989). 35 Manila Prince Hotel v. GSIS')).toBe('manila|gsis');
  });
});
