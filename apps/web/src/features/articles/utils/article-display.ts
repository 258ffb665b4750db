import { LIMITS } from '@batas/shared/constants/index';
import { formatLawyerName } from '@batas/shared/names/index';
import type { Article, ArticleAuthor } from '@/types/api';
// Relative (not '@/'): unit tests run under the root vitest config, which has no alias.
import { metaDescription, stripHtml } from '../../../utils/text';

/** Display rules of articles (public-site.md section 3 fallbacks). Pure: tested. */
export const articleCategory = (article: Pick<Article, 'category'>) => article.category?.trim() || 'Article';

/** Authors are lawyers: roll names in capitals are re-cased like everywhere else. */
export function authorName(author: ArticleAuthor | null | undefined): string {
  if (!author) return 'Unknown author';
  const parts = [author.firstName, author.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return formatLawyerName(author.fullName?.trim() || parts || author.name?.trim()) || 'Unknown author';
}

/** The author's lawyer profile id: roll number, else internal id; null for sample authors without either. */
export function authorProfileId(author: ArticleAuthor | null | undefined): string | null {
  return author?.rollNumber?.trim() || author?._id || null;
}

/** The page's description: the author's meta description, else the summary, else the text cut at 200. */
export function articleDescription(article: Article): string {
  return (
    metaDescription(article.metaDescription, LIMITS.articleMetaDescriptionMax) ??
    metaDescription(article.summary, LIMITS.articleFallbackDescription) ??
    metaDescription(stripHtml(article.content), LIMITS.articleFallbackDescription) ??
    article.title
  );
}

export const articleDate = (article: Article) => article.publishedAt ?? article.createdAt ?? null;
export const isFeaturedArticle = (article: Article) => Boolean(article.isFeatured || article.featured);
