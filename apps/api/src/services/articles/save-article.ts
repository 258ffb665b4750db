import { randomBytes } from 'node:crypto';
import type { Queryable } from '@batas/db';
import type { ArticleInput } from '@batas/shared/schemas/articles';
import { ARTICLE_MESSAGES } from '@batas/shared/schemas/articles';
import { titleSlug } from '@batas/shared/slugs';
import { badRequest } from '../../lib/errors.ts';
import type { CurrentUser } from '../auth/current-user.ts';
import { ARTICLE_ADMIN_ROLES, hasRole } from '../auth/permissions.ts';
import { ARTICLE_IMAGE_SOURCE, readingMinutes, sanitizeArticleHtml, visibleText } from './sanitize-article-html.ts';
import { assertCanManage, assertCanWrite, assertMayPublish } from './article-access.ts';
import { getArticleById } from './get-article.ts';

type Fields = Omit<ArticleInput, 'status' | 'isPremium'> & { status?: ArticleInput['status']; isPremium?: boolean };

/** Cleans what the author sent: sanitised HTML that still says something, and only our own images. */
function prepare(input: Fields) {
  const content = sanitizeArticleHtml(input.content);
  const text = visibleText(content);
  if (!text && !/<img /.test(content)) throw badRequest('content', ARTICLE_MESSAGES.contentRequired);
  if (input.featuredImage && !ARTICLE_IMAGE_SOURCE.test(input.featuredImage)) {
    throw badRequest('featuredImage', 'The featured image must be one uploaded here');
  }
  return { content, readingTime: readingMinutes(text) };
}

const isSlugTaken = (error: unknown) =>
  (error as { code?: string }).code === '23505' && String((error as Error).message).includes('slug');

/**
 * A new article by the signed-in verified lawyer. The slug comes from the title once and never changes (links to an
 * article keep working when its title is edited); a taken slug gets a short random suffix.
 */
export async function createArticle(db: Queryable, user: CurrentUser | null, input: ArticleInput) {
  assertCanWrite(user);
  assertMayPublish(user, input.status);
  const { content, readingTime } = prepare(input);
  const base = titleSlug(input.title, 80) || 'article';
  for (let attempt = 0; ; attempt++) {
    const slug = attempt === 0 ? base : `${base}-${randomBytes(3).toString('hex')}`;
    try {
      const result = await db.query<{ id: string }>(
        `INSERT INTO articles (slug, title, summary, content, author_lawyer_id, author_user_id, category, practice_area, difficulty,
                               tags, status, published_at, reading_time, is_premium, is_featured, featured_image, meta_description)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, CASE WHEN $11 = 'published' THEN now() END, $12, $13, $14, $15, $16)
         RETURNING id`,
        [
          slug,
          input.title,
          input.summary,
          content,
          user.lawyerId,
          user.id,
          input.category,
          input.practiceArea,
          input.difficulty,
          input.tags,
          input.status,
          readingTime,
          input.isPremium,
          hasRole(user, ARTICLE_ADMIN_ROLES) && !!input.isFeatured,
          input.featuredImage,
          input.metaDescription,
        ],
      );
      return (await getArticleById(db, result.rows[0]!.id))!;
    } catch (error) {
      if (!isSlugTaken(error) || attempt >= 5) throw error;
    }
  }
}

/** Replaces the editable fields; status and premium stay unless sent. Only admins feature articles. */
export async function updateArticle(db: Queryable, user: CurrentUser | null, articleId: string, input: Fields) {
  await assertCanManage(db, user, articleId);
  assertMayPublish(user, input.status);
  const { content, readingTime } = prepare(input);
  const featured = hasRole(user, ARTICLE_ADMIN_ROLES) && input.isFeatured !== undefined ? input.isFeatured : null;
  await db.query(
    `UPDATE articles SET title = $2, summary = $3, content = $4, category = $5, practice_area = $6, difficulty = $7, tags = $8,
            reading_time = $9, featured_image = $10, meta_description = $11,
            is_premium = coalesce($12, is_premium), is_featured = coalesce($13, is_featured),
            status = coalesce($14, status),
            published_at = CASE WHEN coalesce($14, status) = 'published' THEN coalesce(published_at, now()) ELSE published_at END,
            updated_at = now()
      WHERE id = $1`,
    [
      articleId,
      input.title,
      input.summary,
      content,
      input.category,
      input.practiceArea,
      input.difficulty,
      input.tags,
      readingTime,
      input.featuredImage,
      input.metaDescription,
      input.isPremium ?? null,
      featured,
      input.status ?? null,
    ],
  );
  return (await getArticleById(db, articleId))!;
}
