import { z } from 'zod';
import { ARTICLE_LEVELS, ARTICLE_SORTS, LIMITS } from '../constants/index.ts';
import { articleInputSchema, articleStatusSchema, articleUpdateSchema } from '../schemas/articles.ts';
import { errorSchema, successSchema } from './envelope.ts';

export { articleInputSchema, articleStatusSchema, articleUpdateSchema, errorSchema };

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .optional()
    .transform((value) => value || undefined);
const flag = z.enum(['true', 'false']).transform((value) => value === 'true');
const page = z.coerce.number().int().min(1, 'must be 1 or more').max(100_000).default(1);
const limit = z.coerce
  .number()
  .int()
  .min(1, 'must be 1 or more')
  .max(LIMITS.maxApiPageSize, `must be at most ${LIMITS.maxApiPageSize}`)
  .default(LIMITS.articlePageSize);

export const listArticlesQuery = z.object({
  page,
  limit,
  search: optionalText(300),
  q: optionalText(300),
  category: optionalText(100),
  practiceArea: optionalText(100),
  difficulty: z.enum(ARTICLE_LEVELS).optional(),
  level: z.enum(ARTICLE_LEVELS).optional(),
  premium: flag.optional(),
  featured: flag.optional(),
  sort: z.enum(ARTICLE_SORTS).optional(),
});

export const lawyerArticlesQuery = z.object({
  page,
  limit: limit.default(LIMITS.maxApiPageSize),
  includeUnpublished: flag.default(false),
  status: z.enum(['all', 'published', 'draft']).optional(),
  sortBy: z.enum(['createdAt', 'title', 'views', 'likes', 'publishedAt']).default('createdAt'),
  sortOrder: z.enum(['asc', 'desc']).optional(),
});

export const articleSchema = z.object({
  _id: z.string(),
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  content: z.string().optional(),
  author: z.object({
    _id: z.string(),
    rollNumber: z.string(),
    fullName: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    profileImage: z.string().nullable(),
  }),
  category: z.string(),
  practiceArea: z.string().nullable(),
  difficulty: z.string().nullable(),
  tags: z.array(z.string()),
  status: z.enum(['draft', 'published']),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  readingTime: z.number(),
  views: z.number(),
  likes: z.number(),
  comments: z.number(),
  isPremium: z.boolean(),
  isFeatured: z.boolean(),
  featured: z.boolean(),
  featuredImage: z.string().nullable(),
  metaDescription: z.string().nullable(),
});

export const articleListResponse = successSchema(
  z.object({
    articles: z.array(articleSchema),
    pagination: z.object({ page: z.number(), limit: z.number(), pages: z.number(), total: z.number() }),
  }),
);

/** The reader's article: the body cleaned again and its citations linked to the law library. */
export const articleViewSchema = articleSchema.extend({ renderedHtml: z.string() });

/** GET /articles/{slug} answers the article in data and also as data.article for symmetry with /edit. */
export const articleResponse = successSchema(z.object({ article: articleViewSchema }).and(articleViewSchema)).extend({
  message: z.string().optional(),
});
export const editArticleResponse = successSchema(z.object({ article: articleSchema })).extend({
  message: z.string().optional(),
});

export const likeResponse = successSchema(z.object({ liked: z.boolean(), likes: z.number() }));
export const imageResponse = successSchema(z.object({ url: z.string() }));
export const deletedResponse = z.object({ success: z.literal(true), message: z.string() });

export const idParams = z.object({ id: z.string().uuid('must be an article id') });
export const slugParams = z.object({ slug: z.string().trim().min(1).max(300) });
export const lawyerParams = z.object({ id: z.string().trim().min(1).max(100) });

export const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

export type Article = z.infer<typeof articleSchema>;
export type ArticleView = z.infer<typeof articleViewSchema>;
export type ArticleAuthor = Article['author'];
export type ArticleList = z.infer<typeof articleListResponse>['data'];
export type ArticlesQuery = z.input<typeof listArticlesQuery>;
