import { LIMITS } from '@batas/shared/constants/index';
import type { Article, ArticleList } from '@/types/api';
import { articleDate, authorName, isFeaturedArticle } from './article-display';
import type { ArticleFilters, ArticleSort } from './article-filters';

const time = (article: Article) => Date.parse(articleDate(article) ?? '') || 0;

const COMPARE: Record<ArticleSort, (a: Article, b: Article) => number> = {
  newest: (a, b) => time(b) - time(a),
  oldest: (a, b) => time(a) - time(b),
  popular: (a, b) => (b.views ?? 0) - (a.views ?? 0),
  liked: (a, b) => (b.likes ?? 0) - (a.likes ?? 0),
  // Quick reads first: someone sorting by reading time is looking for something short.
  reading_time: (a, b) => (a.readingTime ?? 0) - (b.readingTime ?? 0),
};

function matchesSearch(article: Article, search: string): boolean {
  const needle = search.toLowerCase();
  return [article.title, article.summary, authorName(article.author), ...(article.tags ?? [])].some((text) =>
    text?.toLowerCase().includes(needle),
  );
}

/**
 * The articles list when the API cannot be reached: the built-in samples filtered, sorted and paged on the client
 * with the same rules the server applies (public-site.md section 4).
 */
export function filterSampleArticles(samples: readonly Article[], filters: ArticleFilters): ArticleList {
  const matching = samples
    .filter((article) => !filters.search || matchesSearch(article, filters.search))
    .filter((article) => !filters.category || article.category === filters.category)
    .filter((article) => !filters.practiceArea || article.practiceArea === filters.practiceArea)
    .filter((article) => !filters.difficulty || article.difficulty === filters.difficulty)
    .filter((article) => !filters.premium || article.isPremium === true)
    .filter((article) => !filters.featured || isFeaturedArticle(article))
    .sort(COMPARE[filters.sort]);
  const size = LIMITS.articlePageSize;
  const pages = Math.max(1, Math.ceil(matching.length / size));
  const page = Math.min(filters.page, pages);
  return {
    articles: matching.slice((page - 1) * size, page * size),
    pagination: { page, pages, total: matching.length },
  };
}
