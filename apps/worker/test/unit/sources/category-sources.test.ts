import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCRAPING_CATEGORIES } from '@batas/shared/constants';
import {
  CATEGORY_SOURCES,
  DEFAULT_BASE_URLS,
  ELIBRARY_SHELVES,
  LAWPHIL_CATEGORIES,
  categoryIndexUrls,
  elibraryParser,
  lawphilParser,
  sourceBaseUrls,
} from '../../../src/sources/index.ts';
import { EXPECTED_DIR } from './helpers/paths.ts';

const ELIBRARY_ONLY = [
  'letter-of-implementation',
  'letter-of-instruction',
  'national-administrative-register',
  'bilateral-treaties',
  'regional-multilateral-treaties',
];

describe('category table', () => {
  it('assigns every one of the 19 categories to a site', () => {
    expect(Object.keys(CATEGORY_SOURCES).sort()).toEqual(SCRAPING_CATEGORIES.map((category) => category.slug).sort());
    expect(SCRAPING_CATEGORIES).toHaveLength(19);
  });

  it('uses the E-Library for the five categories LawPhil lacks, and LawPhil for the other fourteen', () => {
    const elibrary = Object.values(CATEGORY_SOURCES)
      .filter((entry) => entry.source === 'elibrary')
      .map((entry) => entry.slug);
    expect(elibrary.sort()).toEqual([...ELIBRARY_ONLY].sort());
    expect(Object.keys(LAWPHIL_CATEGORIES)).toHaveLength(14);
    for (const slug of Object.keys(LAWPHIL_CATEGORIES))
      expect(CATEGORY_SOURCES[slug as keyof typeof CATEGORY_SOURCES].fallback?.source).toBe('elibrary');
  });

  it('gives index paths, never document paths', () => {
    expect(categoryIndexUrls('republic-acts', DEFAULT_BASE_URLS)).toEqual([
      'https://lawphil.net/statutes/repacts/repacts.html',
    ]);
    expect(categoryIndexUrls('supreme-court-decisions', DEFAULT_BASE_URLS)).toEqual([
      'https://lawphil.net/judjuris/judjuris.html',
    ]);
    expect(categoryIndexUrls('national-administrative-register', DEFAULT_BASE_URLS)).toEqual([
      'https://elibrary.judiciary.gov.ph/thebookshelf/10',
    ]);
    expect(categoryIndexUrls('letter-of-instruction', DEFAULT_BASE_URLS)).toEqual([
      'https://elibrary.judiciary.gov.ph/sitemap/sitemap_main',
    ]);
    for (const entry of Object.values(CATEGORY_SOURCES)) {
      for (const path of entry.indexPaths) expect(path).not.toMatch(/showdocs|\/(gr|ra|act|pd|eo)_\d/);
    }
  });

  it('knows a shelf id for every E-Library category except the three found on the site map', () => {
    const unknown = Object.values(ELIBRARY_SHELVES)
      .filter((shelf) => shelf.shelfId === null)
      .map((shelf) => shelf.slug);
    expect(unknown.sort()).toEqual([
      'letter-of-implementation',
      'letter-of-instruction',
      'regional-multilateral-treaties',
    ]);
  });
});

describe('entry pages', () => {
  const ctx = (filter?: object) => ({
    category: 'supreme-court-decisions' as const,
    baseUrl: 'http://127.0.0.1:9000/lp',
    filter,
  });

  it('starts decisions at the master page, or at the year page when a year is given', () => {
    expect(lawphilParser.entryPages('supreme-court-decisions', ctx())).toEqual([
      { url: 'http://127.0.0.1:9000/lp/judjuris/judjuris.html', kind: 'decision-master' },
    ]);
    expect(lawphilParser.entryPages('supreme-court-decisions', ctx({ year: 2009, month: 'Apr' }))).toEqual([
      { url: 'http://127.0.0.1:9000/lp/judjuris/juri2009/juri2009.html', kind: 'decision-year' },
    ]);
  });

  it('starts statute categories at their single index page', () => {
    expect(lawphilParser.entryPages('presidential-decree', { ...ctx(), category: 'presidential-decree' })).toEqual([
      { url: 'http://127.0.0.1:9000/lp/statutes/presdecs/legis_pd.html', kind: 'statute-table' },
    ]);
    expect(lawphilParser.entryPages('constitutions', { ...ctx(), category: 'constitutions' })[0]?.kind).toBe(
      'document-links',
    );
  });

  it('starts E-Library shelves at the shelf, the month page, or the site map', () => {
    const base = 'https://elibrary.judiciary.gov.ph';
    expect(elibraryParser.entryPages('bilateral-treaties', { category: 'bilateral-treaties', baseUrl: base })).toEqual([
      { url: `${base}/thebookshelf/35`, kind: 'shelf' },
    ]);
    expect(
      elibraryParser.entryPages('bilateral-treaties', {
        category: 'bilateral-treaties',
        baseUrl: base,
        filter: { year: 1998, month: 3 },
      }),
    ).toEqual([{ url: `${base}/thebookshelf/docmonth/Mar/1998/35`, kind: 'month' }]);
    expect(
      elibraryParser.entryPages('letter-of-instruction', {
        category: 'letter-of-instruction',
        baseUrl: base,
        filter: { year: 1972, month: 9 },
      }),
    ).toEqual([{ url: `${base}/sitemap/sitemap_main`, kind: 'directory' }]);
  });

  it('refuses a category the site does not carry', () => {
    expect(() =>
      lawphilParser.entryPages('letter-of-instruction', { ...ctx(), category: 'letter-of-instruction' }),
    ).toThrow(/does not carry/);
  });
});

describe('base URLs', () => {
  it('default to the real sites and follow LAWPHIL_BASE_URL / ELIBRARY_BASE_URL', () => {
    expect(sourceBaseUrls({})).toEqual({
      lawphil: 'https://lawphil.net',
      elibrary: 'https://elibrary.judiciary.gov.ph',
    });
    expect(
      sourceBaseUrls({
        LAWPHIL_BASE_URL: 'http://127.0.0.1:4010/lawphil/',
        ELIBRARY_BASE_URL: ' http://127.0.0.1:4011 ',
      }),
    ).toEqual({
      lawphil: 'http://127.0.0.1:4010/lawphil',
      elibrary: 'http://127.0.0.1:4011',
    });
  });

  it('reject what is not an http(s) URL', () => {
    expect(() => sourceBaseUrls({ LAWPHIL_BASE_URL: 'lawphil.net' })).toThrow(/LAWPHIL_BASE_URL/);
    expect(() => sourceBaseUrls({ ELIBRARY_BASE_URL: 'ftp://example.org' })).toThrow(/ELIBRARY_BASE_URL/);
  });
});

describe('fixture coverage', () => {
  // Every category has at least one index page and one document page with expected JSON in the mini sites.
  const cases = (() => {
    const found: Array<{ category: string; kind: 'index' | 'document' }> = [];
    const walk = (folder: string) => {
      for (const name of readdirSync(folder)) {
        const path = join(folder, name);
        if (statSync(path).isDirectory()) walk(path);
        else
          for (const golden of JSON.parse(readFileSync(path, 'utf8')).cases) {
            found.push({ category: golden.category, kind: golden.pageKind ? 'index' : 'document' });
          }
      }
    };
    if (existsSync(join(EXPECTED_DIR, 'sites'))) walk(join(EXPECTED_DIR, 'sites'));
    return found;
  })();

  it.each(SCRAPING_CATEGORIES.map((category) => category.slug))('%s has index and document fixtures', (slug) => {
    expect(cases.some((entry) => entry.category === slug && entry.kind === 'index')).toBe(true);
    expect(cases.some((entry) => entry.category === slug && entry.kind === 'document')).toBe(true);
  });
});
