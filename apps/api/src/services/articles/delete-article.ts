import type { Queryable } from '@batas/db';
import type { CurrentUser } from '../auth/current-user.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { assertCanManage } from './article-access.ts';

/** Deletes for good (the editor asks for confirmation). An admin removing someone else's article leaves an audit entry. */
export async function deleteArticle(db: Queryable, user: CurrentUser | null, articleId: string): Promise<void> {
  const { authorLawyerId } = await assertCanManage(db, user, articleId);
  const removed = await db.query<{ title: string }>('DELETE FROM articles WHERE id = $1 RETURNING title', [articleId]);
  if (user!.lawyerId !== authorLawyerId) {
    await recordAudit(db, user, {
      action: 'article.delete',
      targetType: 'article',
      targetId: articleId,
      details: { title: removed.rows[0]?.title },
    });
  }
}
