import type { Queryable } from '@batas/db';
import type { ARTICLE_SORTS } from '@batas/shared/constants';
import { SqlParams } from '../../lib/sql-params.ts';
import { ARTICLE_FROM, ARTICLE_SUMMARY_COLUMNS, presentArticle, type ArticleRow } from '../../presenters/article.ts';

export interface ListArticlesFilters {
  page: number;
  limit: number;
  search?: string;
  category?: string;
  practiceArea?: string;
  difficulty?: string;
  premium?: boolean;
  featured?: boolean;
  sort?: (typeof ARTICLE_SORTS)[number];
  /** Set by the lawyer's own list: that author only. */
  authorLawyerId?: string;
  /** 'published' for the public; the author's own list may ask for drafts too. */
  status: 'published' | 'draft' | 'all';
  /** The manage screen's sort keys. */
  sortBy?: 'createdAt' | 'title' | 'views' | 'likes' | 'publishedAt';
  sortOrder?: 'asc' | 'desc';
}

const SORTS: Record<NonNullable<ListArticlesFilters['sort']>, string> = {
  newest: 'a.published_at DESC NULLS LAST, a.created_at DESC',
  oldest: 'a.published_at ASC NULLS LAST, a.created_at ASC',
  popular: 'a.views DESC, a.published_at DESC NULLS LAST',
  liked: 'a.likes DESC, a.published_at DESC NULLS LAST',
  reading_time: 'a.reading_time ASC, a.published_at DESC NULLS LAST',
};
const SORT_KEYS = {
  createdAt: 'a.created_at',
  title: 'lower(a.title)',
  views: 'a.views',
  likes: 'a.likes',
  publishedAt: 'a.published_at',
};

function orderBy(filters: ListArticlesFilters): string {
  if (filters.sortBy) {
    const direction = filters.sortOrder ?? (filters.sortBy === 'title' ? 'asc' : 'desc');
    return `${SORT_KEYS[filters.sortBy]} ${direction.toUpperCase()} NULLS LAST, a.id`;
  }
  return `${SORTS[filters.sort ?? 'newest']}, a.id`;
}

/** The public list (published only) and an author's own list share this query. */
export async function listArticles(db: Queryable, filters: ListArticlesFilters) {
  const params = new SqlParams();
  const where: string[] = [];
  if (filters.status !== 'all') where.push(`a.status = ${params.add(filters.status)}`);
  if (filters.authorLawyerId) where.push(`a.author_lawyer_id = ${params.add(filters.authorLawyerId)}`);
  if (filters.search) where.push(`a.search_vector @@ websearch_to_tsquery('ph_legal', ${params.add(filters.search)})`);
  if (filters.category) where.push(`a.category = ${params.add(filters.category)}`);
  if (filters.practiceArea) where.push(`a.practice_area = ${params.add(filters.practiceArea)}`);
  if (filters.difficulty) where.push(`a.difficulty = ${params.add(filters.difficulty)}`);
  if (filters.premium) where.push('a.is_premium');
  if (filters.featured) where.push('a.is_featured');
  const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const countParams = [...params.values];

  const rows = await db.query<ArticleRow>(
    `SELECT ${ARTICLE_SUMMARY_COLUMNS} FROM ${ARTICLE_FROM} ${whereSql} ORDER BY ${orderBy(filters)}
     LIMIT ${params.add(filters.limit)} OFFSET ${params.add((filters.page - 1) * filters.limit)}`,
    params.values,
  );
  const total = (
    await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM articles a ${whereSql}`, countParams)
  ).rows[0]!.total;
  return {
    articles: rows.rows.map(presentArticle),
    pagination: { page: filters.page, limit: filters.limit, pages: Math.ceil(total / filters.limit), total },
  };
}
