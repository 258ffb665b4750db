import { describe, expect, it } from 'vitest';
import type { Article } from '@/types/api';
import { SAMPLE_ARTICLES } from '../data/sample-articles';
import { articleCategory, articleDescription, authorName, authorProfileId } from './article-display';
import {
  articleFiltersToParams,
  EMPTY_ARTICLE_FILTERS,
  parseArticleFilters,
  toArticlesQuery,
  type ArticleFilters,
} from './article-filters';
import { articlesListStructuredData } from './article-structured-data';
import { filterSampleArticles } from './filter-sample-articles';

const titles = (filters: Partial<ArticleFilters>) =>
  filterSampleArticles(SAMPLE_ARTICLES, { ...EMPTY_ARTICLE_FILTERS, ...filters }).articles.map(
    (article) => article._id,
  );

describe('sample articles fallback', () => {
  it('has six samples with unique slugs', () => {
    expect(SAMPLE_ARTICLES).toHaveLength(6);
    expect(new Set(SAMPLE_ARTICLES.map((article) => article.slug)).size).toBe(6);
  });

  it.each<[Partial<ArticleFilters>, string[]]>([
    [{}, ['sample-1', 'sample-2', 'sample-4', 'sample-6', 'sample-3', 'sample-5']],
    [{ sort: 'oldest' }, ['sample-5', 'sample-3', 'sample-6', 'sample-4', 'sample-2', 'sample-1']],
    [{ sort: 'popular' }, ['sample-5', 'sample-4', 'sample-2', 'sample-6', 'sample-1', 'sample-3']],
    [{ sort: 'liked' }, ['sample-5', 'sample-4', 'sample-2', 'sample-6', 'sample-1', 'sample-3']],
    [{ sort: 'reading_time' }, ['sample-3', 'sample-1', 'sample-4', 'sample-2', 'sample-6', 'sample-5']],
    [{ search: 'TENURE' }, ['sample-2']],
    [{ search: 'ra 10173' }, ['sample-1']],
    [{ category: 'Tax Law' }, ['sample-6']],
    [{ practiceArea: 'Property Law' }, ['sample-4']],
    [{ difficulty: 'Beginner', sort: 'oldest' }, ['sample-3', 'sample-4', 'sample-1']],
    [{ premium: true }, ['sample-4', 'sample-6']],
    [{ featured: true }, ['sample-1', 'sample-5']],
    [{ featured: true, premium: true }, []],
  ])('%j', (filters, expected) => {
    expect(titles(filters)).toEqual(expected);
  });

  it('pages by 12 and reports pages and total', () => {
    const many = Array.from({ length: 30 }, (_, index) => ({ ...SAMPLE_ARTICLES[0]!, _id: `a${index}` }));
    const second = filterSampleArticles(many, { ...EMPTY_ARTICLE_FILTERS, page: 3 });
    expect(second.pagination).toEqual({ page: 3, pages: 3, total: 30 });
    expect(second.articles).toHaveLength(6);
  });
});

describe('articles URL', () => {
  it('round-trips and ignores unknown values', () => {
    const filters: ArticleFilters = {
      search: 'tenure',
      category: 'Labor Law',
      practiceArea: 'Employment Law',
      difficulty: 'Advanced',
      premium: true,
      featured: true,
      sort: 'liked',
      page: 2,
    };
    expect(parseArticleFilters(articleFiltersToParams(filters))).toEqual(filters);
    expect(parseArticleFilters(new URLSearchParams('category=Astrology&sort=random&page=0'))).toEqual(
      EMPTY_ARTICLE_FILTERS,
    );
    expect(articleFiltersToParams(EMPTY_ARTICLE_FILTERS).toString()).toBe('');
  });

  it('asks the API for 12 a page', () => {
    expect(toArticlesQuery({ ...EMPTY_ARTICLE_FILTERS, premium: true })).toMatchObject({
      limit: 12,
      page: 1,
      premium: true,
      featured: undefined,
      sort: 'newest',
    });
  });
});

describe('article display', () => {
  const base: Article = { _id: 'x', slug: 's', title: 'Title' };

  it('falls back to Article for the category', () => {
    expect(articleCategory({ category: null })).toBe('Article');
    expect(articleCategory({ category: 'Tax Law' })).toBe('Tax Law');
  });

  it('describes by meta description, summary, or text cut at 200', () => {
    expect(articleDescription({ ...base, metaDescription: 'Meta', summary: 'Sum' })).toBe('Meta');
    expect(articleDescription({ ...base, summary: 'Sum' })).toBe('Sum');
    expect(articleDescription({ ...base, content: `<p>${'word '.repeat(80)}</p>` })).toHaveLength(199);
    expect(articleDescription(base)).toBe('Title');
  });

  it('names and links the author by roll number, else id', () => {
    expect(authorName({ firstName: 'Ana', lastName: 'Reyes' })).toBe('Ana Reyes');
    expect(authorName({ name: 'Atty. Sample' })).toBe('Atty. Sample');
    expect(authorName({ fullName: 'ANTONIO CABRERA SANTOS' })).toBe('Antonio Cabrera Santos');
    expect(authorName({})).toBe('Unknown author');
    expect(authorProfileId({ _id: 'id-1', rollNumber: '12345' })).toBe('12345');
    expect(authorProfileId({ _id: 'id-1' })).toBe('id-1');
    expect(authorProfileId(null)).toBeNull();
  });
});

describe('list structured data', () => {
  it('lists up to 20 articles that have slugs', () => {
    const articles = Array.from({ length: 25 }, (_, index) => ({
      _id: `${index}`,
      slug: index === 0 ? null : `a-${index}`,
      title: `A ${index}`,
    }));
    const [breadcrumb, list] = articlesListStructuredData(articles, 'https://example.ph');
    expect(breadcrumb?.['@type']).toBe('BreadcrumbList');
    expect(list?.itemListElement).toHaveLength(20);
    expect(list?.itemListElement?.[0]).toEqual({
      '@type': 'ListItem',
      position: 1,
      url: 'https://example.ph/articles/a-1',
      name: 'A 1',
    });
  });
});
