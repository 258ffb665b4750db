import type { Queryable } from '@batas/db';
import { notFound } from '../../lib/errors.ts';
import { isUuid } from '../lawyers/get-lawyer.ts';

/**
 * Likes count once per account (the primary key of article_likes); liking again changes nothing, unliking removes it.
 * Only published articles can be liked.
 */
export async function setArticleLike(db: Queryable, userId: string, articleId: string, liked: boolean) {
  const article = isUuid(articleId)
    ? (await db.query('SELECT 1 FROM articles WHERE id = $1 AND status = $2', [articleId, 'published'])).rows[0]
    : undefined;
  if (!article) throw notFound('Article not found');
  const changed = liked
    ? await db.query(
        'INSERT INTO article_likes (article_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING 1',
        [articleId, userId],
      )
    : await db.query('DELETE FROM article_likes WHERE article_id = $1 AND user_id = $2 RETURNING 1', [
        articleId,
        userId,
      ]);
  if (changed.rows.length)
    await db.query(`UPDATE articles SET likes = likes + $2 WHERE id = $1`, [articleId, liked ? 1 : -1]);
  const likes = (await db.query<{ likes: number }>('SELECT likes FROM articles WHERE id = $1', [articleId])).rows[0]!
    .likes;
  return { liked, likes };
}
