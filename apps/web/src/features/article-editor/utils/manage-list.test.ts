import { describe, expect, it } from 'vitest';
import type { Article } from '@batas/shared/contracts/articles';
import { htmlHasText, manageList, publishedDate, visibleTags } from './manage-list';

const article = (title: string, status: 'draft' | 'published', createdAt: string, views = 0, likes = 0): Article =>
  ({ _id: title, slug: title, title, status, createdAt, views, likes }) as Article;

const list = [
  article('banking', 'published', '2024-01-02', 5, 1),
  article('Arbitration', 'draft', '2024-03-01', 1, 9),
  article('contracts', 'published', '2024-02-01', 9, 3),
];

describe('manage list', () => {
  it.each([
    ['createdAt', 'all', ['Arbitration', 'contracts', 'banking']],
    ['title', 'all', ['Arbitration', 'banking', 'contracts']],
    ['views', 'published', ['contracts', 'banking']],
    ['likes', 'draft', ['Arbitration']],
  ] as const)('sorts by %s, status %s', (sort, status, expected) => {
    expect(manageList(list, sort, status).map((entry) => entry.title)).toEqual(expected);
  });

  it('shows three tags and counts the rest', () => {
    expect(visibleTags(['a', 'b', 'c', 'd', 'e'])).toEqual({ tags: ['a', 'b', 'c'], more: 2 });
    expect(visibleTags(['a'])).toEqual({ tags: ['a'], more: 0 });
    expect(visibleTags(undefined)).toEqual({ tags: [], more: 0 });
  });

  it('tells an empty editor from content', () => {
    expect(htmlHasText('<p></p>')).toBe(false);
    expect(htmlHasText('<p>&nbsp; </p>')).toBe(false);
    expect(htmlHasText('<p>Hi</p>')).toBe(true);
    expect(htmlHasText('<img src="/api/articles/images/x">')).toBe(true);
  });
});

describe('the date of publication on a card', () => {
  it.each([
    [{ status: 'published' as const, publishedAt: '2026-03-01T00:00:00.000Z' }, '2026-03-01T00:00:00.000Z'],
    // Unpublished: the server keeps the first date, the card no longer says Published.
    [{ status: 'draft' as const, publishedAt: '2026-03-01T00:00:00.000Z' }, null],
    [{ status: 'draft' as const, publishedAt: null }, null],
  ])('%j → %j', (article, expected) => {
    expect(publishedDate(article)).toBe(expected);
  });
});
