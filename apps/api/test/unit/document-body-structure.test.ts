import { gunzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  isDecisionHeading,
  isDispositive,
  readDivision,
  readProvision,
  romanToNumber,
} from '@batas/shared/document-structure';
import { formatPlainText } from '../../src/services/document-body/format-plain-text.ts';
import { formatHtmlBody } from '../../src/services/document-body/format-html-blocks.ts';

interface StarterDocument {
  title: string;
  documentType: string;
  citation: string | null;
  content: string;
}

// The real texts a fresh installation starts with: the rules are checked on them, not on made-up samples.
const library: StarterDocument[] = gunzipSync(
  readFileSync(new URL('../../../../packages/db/data/starter-library.jsonl.gz', import.meta.url)),
)
  .toString('utf8')
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line) as StarterDocument);
const byCitation = (citation: string) => library.find((document) => document.citation === citation)!;
const byTitle = (part: string) => library.find((document) => document.title.includes(part))!;

describe('block kinds', () => {
  it.each([
    ['CHAPTER 1', { kind: 'chapter', number: '1', caption: '' }],
    ['TITLE XIV', { kind: 'title', number: '14', caption: '' }],
    ['BOOK IV', { kind: 'book', number: '4', caption: '' }],
    ['PRELIMINARY TITLE', { kind: 'title', number: '', caption: '' }],
    ['ARTICLE III – BILL OF RIGHTS', { kind: 'article', number: '3', caption: 'BILL OF RIGHTS' }],
    ['CHAPTER VIII. — Compulsory Licensing', { kind: 'chapter', number: '8', caption: 'Compulsory Licensing' }],
    ['Title I. General Principles', { kind: 'title', number: '1', caption: 'General Principles' }],
    ['CHAPTER I GENERAL PROVISIONS', { kind: 'chapter', number: '1', caption: 'GENERAL PROVISIONS' }],
    ['SECTION 2', { kind: 'section', number: '2', caption: '' }],
  ])('%j is a division', (text, expected) => {
    expect(readDivision(text)).toMatchObject(expected);
  });

  it.each([
    'ARTICLE 19. Every person must, in the exercise of his rights …',
    'Partition',
    'PARTICIPATION OF LOCAL GOVERNMENT UNITS',
    '“Article 12. Declaration of Policy',
    'Section 1. Title of this Code. – This decree shall be known as …',
  ])('%j is no division', (text) => {
    expect(readDivision(text)).toBeNull();
  });

  it.each([
    ['ARTICLE 19. Every person must …', { kind: 'art', number: '19', label: 'ARTICLE 19.' }],
    ['Art. 105. In case the future spouses …', { kind: 'art', number: '105', label: 'Art. 105.' }],
    ['SEC. 21. Principle of Accountability …', { kind: 'sec', number: '21', label: 'SEC. 21.' }],
    ['Section 4', { kind: 'sec', number: '4', label: 'Section 4' }],
  ])('%j is a provision', (text, expected) => {
    expect(readProvision(text)).toEqual(expected);
  });

  it('does not take a quoted amendment for a provision of the law itself', () => {
    expect(readProvision('“Sec. 3. Capital Stock. The capital stock …')).toBeNull();
  });

  it.each([
    ['XIV', '14'],
    ['IX', '9'],
    ['XLIV', '44'],
    ['7', '7'],
    ['A', 'a'],
  ])('roman %s → %s', (roman, arabic) => {
    expect(romanToNumber(roman)).toBe(arabic);
  });

  it.each([
    'The Case',
    'The Facts',
    'The Issue',
    'Issues',
    "The Court's Ruling",
    'The Court’s Ruling',
    'Our Ruling',
    'Ruling of the Court',
    'RULING OF THE COURT',
    'The Ruling of the CA',
    'Ruling of the Regional Trial Court',
    'Factual Antecedents',
    'Version of the Prosecution',
    "Petitioner's Arguments",
    'Epilogue',
  ])('%j is a decision sub-heading', (text) => {
    expect(isDecisionHeading(text)).toBe(true);
  });

  it.each(['The facts are as follows:', 'SO ORDERED.', 'The Court agrees with the petitioner.', 'I'])(
    '%j is not',
    (text) => {
      expect(isDecisionHeading(text)).toBe(false);
    },
  );

  it('knows the dispositive paragraph, not a quoted one', () => {
    expect(isDispositive('WHEREFORE, the petition is DENIED.')).toBe(true);
    expect(isDispositive('ACCORDINGLY , the Petition is GRANTED.')).toBe(true);
    expect(isDispositive('“WHEREFORE, judgment is rendered …')).toBe(false);
  });
});

describe('a law: the Civil Code (Republic Act No. 386)', () => {
  const { html, outline } = formatPlainText(byCitation('Republic Act No. 386').content, 'law');

  it('anchors every article by its number, so #art-19 opens Article 19', () => {
    expect(html).toContain(
      '<p id="art-19" class="doc-provision"><strong class="doc-provision-label">ARTICLE 19.</strong> Every person must',
    );
    expect(html.match(/id="art-\d+"/g)!.length).toBeGreaterThan(2200);
    expect(new Set(html.match(/id="[^"]+"/g)).size).toBe(html.match(/id="[^"]+"/g)!.length);
  });

  it('turns books, titles, chapters and sections into nested headings with their captions', () => {
    expect(html).toContain(
      '<h2 id="preliminary-title" class="doc-part">PRELIMINARY TITLE</h2>\n<h3 id="preliminary-title-chapter-1" class="doc-part"><span class="doc-marker">CHAPTER 1</span> <span class="doc-caption">Effect and Application of Laws</span></h3>',
    );
    expect(html).toContain('<h2 id="book-1" class="doc-part"><span class="doc-marker">BOOK I</span>');
    expect(html).toContain('<h3 id="book-1-title-1" class="doc-part">');
    expect(html).toContain('<h5 id="book-1-title-6-chapter-4-sec-1" class="doc-part">');
  });

  it('lists the divisions in its contents (2,270 articles are too many to list)', () => {
    expect(outline[0]).toEqual({ id: 'preliminary-title', label: 'PRELIMINARY TITLE', caption: null, depth: 0 });
    expect(outline).toContainEqual({ id: 'book-1', label: 'BOOK I', caption: 'Persons', depth: 0 });
    expect(outline).toContainEqual({
      id: 'book-1-title-3',
      label: 'TITLE III',
      caption: 'Marriage',
      depth: 1,
    });
    expect(outline.some((entry) => entry.id.startsWith('art-'))).toBe(false);
  });
});

describe('a law whose divisions are numbered in words and printed inside paragraphs: the Revised Penal Code', () => {
  const { html, outline } = formatPlainText(byCitation('Act No. 3815, December 08, 1930').content, 'law');

  it('reads BOOK TWO, TITLE ONE, CHAPTER THREE and SECTION ONE as nested headings with their captions', () => {
    expect(html).toContain(
      '<h2 id="book-2" class="doc-part"><span class="doc-marker">BOOK TWO</span> <span class="doc-caption">CRIMES AND PENALTIES</span></h2>',
    );
    expect(html).toContain(
      '<h3 id="book-2-title-1" class="doc-part"><span class="doc-marker">TITLE ONE</span> <span class="doc-caption">CRIMES AGAINST NATIONAL SECURITY AND THE LAW OF NATIONS</span></h3>',
    );
    expect(html).toContain(
      '<h5 id="book-2-title-1-chapter-1-sec-1" class="doc-part">SECTION ONE.-Treason and espionage</h5>',
    );
  });

  it('parts the chapter heading from the article printed above it: CHAPTER THREE / THEFT is not glued to Art. 307', () => {
    const art307 = html.slice(html.indexOf('<p id="art-307"'));
    const paragraph = art307.slice(0, art307.indexOf('</p>'));
    expect(paragraph).not.toContain('CHAPTER THREE');
    expect(art307).toContain(
      '</p>\n<h4 id="book-2-title-10-chapter-3" class="doc-part"><span class="doc-marker">CHAPTER THREE</span> <span class="doc-caption">THEFT</span></h4>\n<p id="art-308" class="doc-provision"><strong class="doc-provision-label">Article 308.</strong> Who are liable for theft.',
    );
  });

  it('has a contents list of its books, titles, chapters and sections', () => {
    expect(outline.length).toBeGreaterThan(70);
    expect(outline[0]).toEqual({
      id: 'title-1',
      label: 'TITLE ONE',
      caption: 'FELONIES AND CIRCUMSTANCES WHICH AFFECT CRIMINAL LIABILITY',
      depth: 0,
    });
    expect(outline).toContainEqual({ id: 'book-2', label: 'BOOK TWO', caption: 'CRIMES AND PENALTIES', depth: 0 });
    expect(outline).toContainEqual({
      id: 'book-2-title-10-chapter-3',
      label: 'CHAPTER THREE',
      caption: 'THEFT',
      depth: 2,
    });
  });
});

describe('every code in the starter library has a contents list', () => {
  it.each([
    'Act No. 3815, December 08, 1930', // Revised Penal Code
    'Republic Act No. 386', // Civil Code
    'Executive Order No. 209, s. 1987', // Family Code
    'Republic Act No. 7160', // Local Government Code
    'Republic Act No. 8293', // Intellectual Property Code
    'Presidential Decree No. 603, s. 1974', // Child and Youth Welfare Code
    'Presidential Decree No. 705, s. 1975', // Revised Forestry Code
    'Act No. 190, August 07, 1901', // Code of Civil Procedure
  ])('%s', (citation) => {
    expect(formatPlainText(byCitation(citation).content, 'law').outline.length).toBeGreaterThan(20);
  });
});

describe('a constitution: sections repeat in every article, so their anchors are scoped', () => {
  const { html, outline } = formatPlainText(byTitle('(1987)').content, 'law');

  it('anchors the articles and their sections', () => {
    expect(html).toContain('id="art-3" class="doc-part"');
    expect(html).toContain(
      '<p id="art-3-sec-1" class="doc-provision"><strong class="doc-provision-label">Section 1.</strong>',
    );
    expect(outline).toContainEqual({ id: 'art-3', label: 'ARTICLE III', caption: 'BILL OF RIGHTS', depth: 0 });
    expect(outline.filter((entry) => entry.label === 'ARTICLE I')).toHaveLength(1);
  });
});

describe('a short law lists its sections in the contents', () => {
  it('Presidential Decree No. 1577', () => {
    const { outline } = formatPlainText(byCitation('Presidential Decree No. 1577, s. 1978').content, 'law');
    expect(outline.map((entry) => entry.id)).toEqual(Array.from({ length: 10 }, (_, index) => `sec-${index + 1}`));
    expect(outline[0]).toMatchObject({ label: 'Section 1', depth: 0 });
  });

  it('Presidential Decree No. 705 captions its sections and nests them under chapters', () => {
    const { outline } = formatPlainText(byCitation('Presidential Decree No. 705, s. 1975').content, 'law');
    expect(outline).toContainEqual({ id: 'sec-1', label: 'SECTION 1', caption: 'Title of this Code', depth: 0 });
    expect(outline).toContainEqual({
      id: 'chapter-1',
      label: 'CHAPTER I',
      caption: 'Organization and Jurisdiction of the Bureau',
      depth: 0,
    });
    expect(outline).toContainEqual(expect.objectContaining({ id: 'sec-4', depth: 1 }));
  });
});

describe('decisions: sub-headings as headings, the dispositive paragraph set apart', () => {
  const decisions = library.filter((document) => document.documentType === 'Supreme Court Decision');

  it('finds sub-headings in the real decisions that use them, as h3 under the DECISION header', () => {
    const withFacts = decisions.find(
      (document) => /\n\nThe Facts\n\n/.test(document.content) && /\n\nD E C I S I O N\n\n/.test(document.content),
    )!;
    const { html, outline } = formatPlainText(withFacts.content, 'decision');
    expect(html).toContain('<h2 id="decision" class="doc-heading">D E C I S I O N</h2>');
    expect(html).toContain('<h3 id="the-facts" class="doc-subheading">The Facts</h3>');
    expect(outline).toContainEqual({ id: 'the-facts', label: 'The Facts', caption: null, depth: 1 });
    expect(html).toMatch(/<p class="doc-dispositive">WHEREFORE/);
  });

  it('recognises sub-headings across the library without taking prose for one', () => {
    const headings = decisions.flatMap((document) =>
      [...formatPlainText(document.content, 'decision').html.matchAll(/class="doc-subheading">([^<]+)</g)].map(
        (match) => match[1]!,
      ),
    );
    expect(headings.length).toBeGreaterThan(80);
    for (const heading of headings) expect(heading.length).toBeLessThanOrEqual(80);
    expect(headings).toEqual(expect.arrayContaining(['The Issue', 'Ruling of the Court', 'The Antecedents']));
  });

  it('does the same in stored HTML, after sanitising', () => {
    const { html, outline } = formatHtmlBody(
      '<p><b>The Facts</b></p><p onclick="x()">Text.</p><p>WHEREFORE, the petition is DENIED.</p>',
    );
    expect(html).toBe(
      '<h2 id="the-facts" class="doc-subheading"><b>The Facts</b></h2><p>Text.</p><p class="doc-dispositive">WHEREFORE, the petition is DENIED.</p>',
    );
    expect(outline).toEqual([{ id: 'the-facts', label: 'The Facts', caption: null, depth: 0 }]);
  });
});
