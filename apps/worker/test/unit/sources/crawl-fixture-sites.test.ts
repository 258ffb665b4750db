import { describe, expect, it } from 'vitest';
import { parseCitation } from '@batas/shared/citations';
import { SCRAPING_CATEGORIES } from '@batas/shared/constants';
import { CATEGORY_SOURCES } from '../../../src/sources/index.ts';
import { expectCleanDocument } from './helpers/assertions.ts';
import { crawlFixtureSite } from './helpers/offline-crawl.ts';

describe('an offline crawl of the mini sites reaches documents in every category', () => {
  it.each(SCRAPING_CATEGORIES.map((category) => [category.slug, category.documentType] as const))(
    '%s',
    (slug, documentType) => {
      const result = crawlFixtureSite(slug);
      expect(result.missing).toEqual([]);
      expect(result.documents.length).toBeGreaterThan(0);
      for (const document of result.documents) {
        expect(document.source).toBe(CATEGORY_SOURCES[slug].source);
        expect(document.category).toBe(slug);
        expect(document.documentType).toBe(documentType);
        expect(document.dateDecided ?? document.dateEnacted).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expectCleanDocument(document);
        // Dockets and statute numbers must read back through the library's citation parser (document identity).
        if (document.citation && !/constitutions|treaties/.test(slug))
          expect(parseCitation(document.citation).ok).toBe(true);
      }
    },
  );

  it('follows year and month filters down the decision calendar', () => {
    const january = crawlFixtureSite('supreme-court-decisions', { year: 2023, month: 'Jan' });
    expect(january.indexPages.map((url) => url.replace(/^.*\/judjuris\//, ''))).toEqual([
      'juri2023/juri2023.html',
      'juri2023/jan2023/jan2023.html',
    ]);
    expect(january.documents.map((document) => document.caseNumber)).toEqual([
      'A.M. No. P-23-101',
      'G.R. No. 251234',
      'G.R. No. 250001',
    ]);

    const all = crawlFixtureSite('supreme-court-decisions');
    expect(all.documents.map((document) => document.dateDecided)).toEqual([
      '2023-03-15',
      '2023-01-31',
      '2023-01-25',
      '2023-01-10',
      '2005-02-17',
    ]);
    expect(all.indexPages.some((url) => url.includes('juri2040'))).toBe(false);
  });

  it('filters a single statute table by year and month', () => {
    expect(crawlFixtureSite('republic-acts', { year: 2019 }).documents.map((document) => document.citation)).toEqual([
      'Republic Act No. 11313',
    ]);
    expect(crawlFixtureSite('republic-acts', { month: 8 }).documents.map((document) => document.citation)).toEqual([
      'Republic Act No. 10173',
    ]);
    expect(crawlFixtureSite('republic-acts', { year: 2001 }).documents).toEqual([]);
  });

  it('finds E-Library shelves with unknown ids on the site map, and goes straight to a month when both are known', () => {
    const letters = crawlFixtureSite('letter-of-instruction', { year: 1972, month: 'Sep' });
    expect(letters.indexPages.map((url) => url.replace(/^.*\/elibrary/, ''))).toEqual([
      '/sitemap/sitemap_main',
      '/thebookshelf/31',
      '/thebookshelf/docmonth/Sep/1972/31',
    ]);
    expect(letters.documents.map((document) => document.citation)).toEqual(['Letter of Instruction No. 1']);

    const register = crawlFixtureSite('national-administrative-register', { year: 2012, month: 1 });
    expect(register.indexPages.map((url) => url.replace(/^.*\/elibrary/, ''))).toEqual([
      '/thebookshelf/docmonth/Jan/2012/10',
    ]);
    expect(register.documents.map((document) => document.dateEnacted)).toEqual(['2012-01-16']);
  });
});
