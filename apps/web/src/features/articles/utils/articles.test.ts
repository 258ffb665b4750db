import { describe, expect, it } from 'vitest';
import { articleCategory, articleDescription, authorName, authorProfileId } from './article-display';
import {
  articleFiltersToParams,
  canonicalArticleParams,
  EMPTY_ARTICLE_FILTERS,
  parseArticleFilters,
  toArticlesQuery,
  type ArticleFilters,
} from './article-filters';
import { articlesListStructuredData } from './article-structured-data';

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

  it('reads a topic in any case, and gives its spelling on the site for the redirect', () => {
    const asked = new URLSearchParams('q=tenure&category=labor+law&practiceArea=EMPLOYMENT+LAW&sort=liked');
    expect(parseArticleFilters(asked)).toMatchObject({ category: 'Labor Law', practiceArea: 'Employment Law' });
    expect(canonicalArticleParams(asked)?.toString()).toBe(
      'q=tenure&category=Labor+Law&practiceArea=Employment+Law&sort=liked',
    );
    // Already so, or no such topic: nothing to redirect. The sort is not a topic: it keeps its exact spelling.
    expect(canonicalArticleParams(new URLSearchParams('category=Labor+Law'))).toBeNull();
    expect(canonicalArticleParams(new URLSearchParams('category=astrology'))).toBeNull();
    expect(parseArticleFilters(new URLSearchParams('sort=LIKED')).sort).toBe('newest');
  });

  it('asks the API for 12 a page', () => {
    expect(toArticlesQuery({ ...EMPTY_ARTICLE_FILTERS, premium: true })).toMatchObject({
      limit: 12,
      page: 1,
      premium: 'true',
      featured: undefined,
      sort: 'newest',
    });
  });
});

describe('article display', () => {
  const base = { title: 'Title' };

  it('falls back to Article for the category', () => {
    expect(articleCategory({ category: '' })).toBe('Article');
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
    expect(authorName({ fullName: 'ANTONIO CABRERA SANTOS' })).toBe('Antonio Cabrera Santos');
    expect(authorName({})).toBe('Unknown author');
    expect(authorProfileId({ _id: 'id-1', rollNumber: '12345' })).toBe('12345');
    expect(authorProfileId({ _id: 'id-1' })).toBe('id-1');
    expect(authorProfileId(null)).toBeNull();
  });
});

describe('list structured data', () => {
  it('lists up to 20 articles', () => {
    const articles = Array.from({ length: 25 }, (_, index) => ({ slug: `a-${index + 1}`, title: `A ${index + 1}` }));
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
