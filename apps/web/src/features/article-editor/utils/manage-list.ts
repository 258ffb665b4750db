import type { Article } from '@batas/shared/contracts/articles';

/** /articles/manage: sort keys and status filter, applied in the browser. Pure: tested. */
export const MANAGE_SORTS = ['createdAt', 'title', 'views', 'likes'] as const;
export type ManageSort = (typeof MANAGE_SORTS)[number];
export type StatusFilter = 'all' | 'published' | 'draft';

export function manageList(articles: readonly Article[], sort: ManageSort, status: StatusFilter): Article[] {
  const shown = status === 'all' ? [...articles] : articles.filter((article) => article.status === status);
  const compare: Record<ManageSort, (a: Article, b: Article) => number> = {
    // Newest first by default; titles A to Z; the most read and most liked first.
    createdAt: (a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? ''),
    title: (a, b) => a.title.localeCompare(b.title, undefined, { sensitivity: 'base' }),
    views: (a, b) => (b.views ?? 0) - (a.views ?? 0),
    likes: (a, b) => (b.likes ?? 0) - (a.likes ?? 0),
  };
  return shown.sort(compare[sort]);
}

/** The first three tags and how many more there are ('+N more'). */
export function visibleTags(tags: readonly string[] = [], shown = 3) {
  return { tags: tags.slice(0, shown), more: Math.max(0, tags.length - shown) };
}

/** Plain text of the editor's HTML, to tell an empty editor ('<p></p>') from content. */
export const htmlHasText = (html: string) =>
  /<img\s/i.test(html) ||
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim().length > 0;

/**
 * The card's date of publication: only while the article is published. The server keeps the first publication date
 * through an Unpublish (a re-publish keeps it), so the date alone does not say the article is out.
 */
export function publishedDate(article: Pick<Article, 'status' | 'publishedAt'>): string | null {
  return article.status === 'published' ? (article.publishedAt ?? null) : null;
}
