import { assertEmailVerified } from '../auth/email-verification.ts';
import type { Queryable } from '@batas/db';
import { forbidden, notFound, unauthorized } from '../../lib/errors.ts';
import type { CurrentUser } from '../auth/current-user.ts';
import { ARTICLE_ADMIN_ROLES, hasRole, isVerifiedLawyer } from '../auth/permissions.ts';
import { isUuid } from '../lawyers/get-lawyer.ts';

/** Only a lawyer whose identity an admin confirmed writes articles, always as their own roll profile. */
export function assertCanWrite(user: CurrentUser | null): asserts user is CurrentUser & { lawyerId: string } {
  if (!user) throw unauthorized('Please sign in to continue');
  if (!isVerifiedLawyer(user)) throw forbidden('Only verified lawyers can write articles');
}

/**
 * The author (the lawyer profile the article belongs to) or an article admin may change an article.
 * Refusal comes before existence, so a stranger cannot probe which drafts exist.
 */
export async function assertCanManage(
  db: Queryable,
  user: CurrentUser | null,
  articleId: string,
): Promise<{ authorLawyerId: string }> {
  if (!user) throw unauthorized('Please sign in to continue');
  const row = isUuid(articleId)
    ? (await db.query<{ author_lawyer_id: string }>('SELECT author_lawyer_id FROM articles WHERE id = $1', [articleId]))
        .rows[0]
    : undefined;
  const isAdmin = hasRole(user, ARTICLE_ADMIN_ROLES);
  const isAuthor = !!row && isVerifiedLawyer(user) && user.lawyerId === row.author_lawyer_id;
  if (!isAdmin && !isAuthor) throw forbidden('Only the author can change this article');
  if (!row) throw notFound('Article not found');
  return { authorLawyerId: row.author_lawyer_id };
}

/** Whether the caller may see a lawyer's unpublished articles: that lawyer, or an article admin. */
export const canSeeDrafts = (user: CurrentUser | null, lawyerId: string) =>
  hasRole(user, ARTICLE_ADMIN_ROLES) || (isVerifiedLawyer(user) && user.lawyerId === lawyerId);

/** Publishing speaks for the platform: the author's e-mail address must be confirmed (drafts need no such thing). */
export function assertMayPublish(user: CurrentUser | null, status: string | null | undefined): void {
  if (status === 'published' && user) assertEmailVerified(user);
}
