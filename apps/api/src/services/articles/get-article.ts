import type { Queryable } from '@batas/db';
import { ARTICLE_COLUMNS, ARTICLE_FROM, presentArticle, type ArticleRow } from '../../presenters/article.ts';
import { linkCitations } from '../citations/link-citations.ts';
import { isUuid } from '../lawyers/get-lawyer.ts';
import { sanitizeArticleHtml } from './sanitize-article-html.ts';

export async function getArticleById(db: Queryable, id: string) {
  if (!isUuid(id)) return null;
  const result = await db.query<ArticleRow>(`SELECT ${ARTICLE_COLUMNS} FROM ${ARTICLE_FROM} WHERE a.id = $1`, [id]);
  return result.rows[0] ? presentArticle(result.rows[0]) : null;
}

/**
 * By slug (an id works too: older links and the manage screen's fallback), with the body as the reader sees
 * it: cleaned again on the way out, whatever wrote the row, and its citations linked to the law library.
 */
export async function getArticleBySlug(db: Queryable, slug: string) {
  const result = await db.query<ArticleRow>(
    `SELECT ${ARTICLE_COLUMNS} FROM ${ARTICLE_FROM} WHERE a.slug = $1 ${isUuid(slug) ? 'OR a.id = $1::uuid' : ''} LIMIT 1`,
    [slug],
  );
  const row = result.rows[0];
  if (!row) return null;
  const article = presentArticle(row);
  const written = article.publishedAt ?? article.createdAt;
  return {
    ...article,
    renderedHtml: await linkCitations(db, sanitizeArticleHtml(article.content ?? ''), null, written),
  };
}
