import { LIMITS } from '@batas/shared/constants';
import { formatLawyerName } from '@batas/shared/names';
import type { Article, ArticleAuthor } from '@batas/shared/contracts/articles';
// Relative (not '@/'): unit tests run under the root vitest config, which has no alias.
import { metaDescription, stripHtml } from '../../../utils/text';

/** Display rules and fallbacks of articles (docs/product.md, Display fallbacks). Pure: tested. */
export const articleCategory = (article: Pick<Article, 'category'>) => article.category?.trim() || 'Article';

type AuthorNames = Partial<Pick<ArticleAuthor, 'fullName' | 'firstName' | 'lastName'>>;

/** Authors are lawyers: roll names in capitals are re-cased like everywhere else. */
export function authorName(author: AuthorNames | null | undefined): string {
  if (!author) return 'Unknown author';
  const parts = [author.firstName, author.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return formatLawyerName(author.fullName?.trim() || parts) || 'Unknown author';
}

/** The author's lawyer profile id: roll number, else internal id. */
export function authorProfileId(author: Partial<Pick<ArticleAuthor, 'rollNumber' | '_id'>> | null | undefined) {
  return author?.rollNumber?.trim() || author?._id || null;
}

type DescribedArticle = Pick<Article, 'title'> & Partial<Pick<Article, 'metaDescription' | 'summary' | 'content'>>;

/** The page's description: the author's meta description, else the summary, else the text cut at 200. */
export function articleDescription(article: DescribedArticle): string {
  return (
    metaDescription(article.metaDescription, LIMITS.articleMetaDescriptionMax) ??
    metaDescription(article.summary, LIMITS.articleFallbackDescription) ??
    metaDescription(stripHtml(article.content), LIMITS.articleFallbackDescription) ??
    article.title
  );
}

export const articleDate = (article: Pick<Article, 'publishedAt' | 'createdAt'>) =>
  article.publishedAt ?? article.createdAt ?? null;
export const isFeaturedArticle = (article: Pick<Article, 'isFeatured' | 'featured'>) =>
  Boolean(article.isFeatured || article.featured);
