import { createHmac } from 'node:crypto';
import type { Queryable } from '@batas/db';

/**
 * Counts a view once per visitor per article per day. The visitor is the account when signed in, else the address
 * and browser; only a keyed hash of that is stored (no IP addresses in the database).
 */
export async function recordArticleView(
  db: Queryable,
  secret: string,
  articleId: string,
  visitor: { userId?: string | null; ip: string; userAgent?: string },
) {
  const identity = visitor.userId ? `user:${visitor.userId}` : `anon:${visitor.ip}|${visitor.userAgent ?? ''}`;
  const visitorHash = createHmac('sha256', secret).update(identity).digest('base64url').slice(0, 32);
  const inserted = await db.query(
    `INSERT INTO article_views (article_id, visitor_hash, day) VALUES ($1, $2, current_date) ON CONFLICT DO NOTHING RETURNING 1`,
    [articleId, visitorHash],
  );
  if (inserted.rows.length) await db.query('UPDATE articles SET views = views + 1 WHERE id = $1', [articleId]);
  return inserted.rows.length > 0;
}
