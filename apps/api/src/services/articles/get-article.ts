import type { Queryable } from '@batas/db';
import { ARTICLE_COLUMNS, ARTICLE_FROM, presentArticle, type ArticleRow } from '../../presenters/article.ts';
import { isUuid } from '../lawyers/get-lawyer.ts';

export async function getArticleById(db: Queryable, id: string) {
  if (!isUuid(id)) return null;
  const result = await db.query<ArticleRow>(`SELECT ${ARTICLE_COLUMNS} FROM ${ARTICLE_FROM} WHERE a.id = $1`, [id]);
  return result.rows[0] ? presentArticle(result.rows[0]) : null;
}

/** By slug; an id works too (older links and the manage screen's fallback). */
export async function getArticleBySlug(db: Queryable, slug: string) {
  const result = await db.query<ArticleRow>(
    `SELECT ${ARTICLE_COLUMNS} FROM ${ARTICLE_FROM} WHERE a.slug = $1 ${isUuid(slug) ? 'OR a.id = $1::uuid' : ''} LIMIT 1`,
    [slug],
  );
  return result.rows[0] ? presentArticle(result.rows[0]) : null;
}
