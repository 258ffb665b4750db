import { describe, expect, it } from 'vitest';
import { SCRAPING_CATEGORIES } from '@batas/shared/constants';
import { pageUrlOf, parseWorkItem, startPagesOf, type ContextFor } from '../../../src/jobs/source-crawl.ts';
import { CATEGORY_SOURCES } from '../../../src/sources/index.ts';

const BASES = { lawphil: 'http://lawphil.test', elibrary: 'http://elibrary.test' };
const contextFor: ContextFor = (category, source) => ({ category, baseUrl: BASES[source] });

describe('source-crawl: the one bridge between jobs and the site parsers', () => {
  it('starts every category on the site CATEGORY_SOURCES names, with one work item per category', () => {
    const pages = SCRAPING_CATEGORIES.flatMap(({ slug }) => startPagesOf(slug, contextFor)!);
    for (const page of pages) {
      expect(page.source).toBe(CATEGORY_SOURCES[page.category as keyof typeof CATEGORY_SOURCES].source);
      expect(pageUrlOf(page).startsWith(BASES[page.source as keyof typeof BASES])).toBe(true);
    }
    // The E-Library site map starts three categories: still three distinct work items.
    const siteMap = pages.filter((page) => pageUrlOf(page) === 'http://elibrary.test/sitemap/sitemap_main');
    expect(siteMap.map((page) => page.category).sort()).toEqual([
      'letter-of-implementation',
      'letter-of-instruction',
      'regional-multilateral-treaties',
    ]);
    expect(new Set(pages.map((page) => page.url)).size).toBe(pages.length);
  });

  it('skips a category no parser knows, and refuses a source or page kind none knows', () => {
    expect(startPagesOf('almanacs', contextFor)).toBeUndefined();
    const item = {
      id: '1',
      job_id: 'j',
      category: 'acts',
      source: 'lawphil',
      kind: 'statute-index',
      is_document: false,
      url: 'http://lawphil.test/x#acts',
      depth: 0,
      listing: null,
    };
    expect(() => parseWorkItem(item, '<html></html>', contextFor)).toThrow(
      /no parser for index pages of kind 'statute-index'/,
    );
    expect(() => parseWorkItem({ ...item, source: 'toString' }, '<html></html>', contextFor)).toThrow(
      /no parser for source 'toString'/,
    );
  });
});
