import type { Queryable } from '@batas/db';
import type { ArticleStatus } from '@batas/shared/schemas/articles';
import type { CurrentUser } from '../auth/current-user.ts';
import { assertCanManage, assertMayPublish } from './article-access.ts';
import { getArticleById } from './get-article.ts';

/** Publish or unpublish. publishedAt is the first publication: unpublishing and publishing again keeps it. */
export async function changeArticleStatus(
  db: Queryable,
  user: CurrentUser | null,
  articleId: string,
  status: ArticleStatus,
) {
  await assertCanManage(db, user, articleId);
  assertMayPublish(user, status);
  await db.query(
    `UPDATE articles SET status = $2, published_at = CASE WHEN $2 = 'published' THEN coalesce(published_at, now()) ELSE published_at END,
            updated_at = now() WHERE id = $1`,
    [articleId, status],
  );
  return (await getArticleById(db, articleId))!;
}
