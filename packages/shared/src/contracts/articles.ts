import { z } from 'zod';
import { safeText } from '../schemas/safe-text.ts';
import { ARTICLE_LEVELS, ARTICLE_SORTS, LIMITS } from '../constants/index.ts';
import { articleInputSchema, articleStatusSchema, articleUpdateSchema } from '../schemas/articles.ts';
import { errorSchema, successSchema } from './envelope.ts';
import { defineRoute, fileAnswer } from './route.ts';

export { articleInputSchema, articleStatusSchema, articleUpdateSchema, errorSchema };

const optionalText = (max: number) =>
  safeText()
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
export const lawyerParams = z.object({ id: safeText().trim().min(1).max(100) });

export const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

const tags = ['articles'];

/** GET /api/articles: the published articles, filtered and searched. */
export const listArticlesRoute = defineRoute({
  method: 'GET',
  path: '/articles',
  tags,
  query: listArticlesQuery,
  responses: { 200: articleListResponse, 400: errorSchema },
});

/** GET /api/articles/search: the same list under its older address. */
export const searchArticlesRoute = defineRoute({
  method: 'GET',
  path: '/articles/search',
  tags,
  query: listArticlesQuery,
  responses: { 200: articleListResponse, 400: errorSchema },
});

/** GET /api/articles/{slug}: one article to read (a draft only for its author and admins). */
export const getArticleRoute = defineRoute({
  method: 'GET',
  path: '/articles/:slug',
  tags,
  params: slugParams,
  responses: { 200: articleResponse, 404: errorSchema },
});

/** GET /api/articles/edit/{id}: the article as its editor opens it. */
export const editArticleRoute = defineRoute({
  method: 'GET',
  path: '/articles/edit/:id',
  tags,
  params: idParams,
  responses: { 200: editArticleResponse, ...errors },
});

export const createArticleRoute = defineRoute({
  method: 'POST',
  path: '/articles',
  tags,
  body: articleInputSchema,
  responses: { 201: editArticleResponse, ...errors },
});

export const updateArticleRoute = defineRoute({
  method: 'PUT',
  path: '/articles/:id',
  tags,
  params: idParams,
  body: articleUpdateSchema,
  responses: { 200: editArticleResponse, ...errors },
});

/** PATCH /api/articles/{id}/status: publish or take back. */
export const articleStatusRoute = defineRoute({
  method: 'PATCH',
  path: '/articles/:id/status',
  tags,
  params: idParams,
  body: articleStatusSchema,
  responses: { 200: editArticleResponse, ...errors },
});

/** PUT /api/articles/{id}/status: the same, for clients that send PUT. */
export const putArticleStatusRoute = defineRoute({ ...articleStatusRoute, method: 'PUT' });

export const deleteArticleRoute = defineRoute({
  method: 'DELETE',
  path: '/articles/:id',
  tags,
  params: idParams,
  responses: { 200: deletedResponse, ...errors },
});

export const likeArticleRoute = defineRoute({
  method: 'POST',
  path: '/articles/:id/like',
  tags,
  params: idParams,
  responses: { 200: likeResponse, ...errors },
});

export const unlikeArticleRoute = defineRoute({
  method: 'DELETE',
  path: '/articles/:id/like',
  tags,
  params: idParams,
  responses: { 200: likeResponse, ...errors },
});

/** GET /api/articles/lawyer/{id}: one lawyer's articles (drafts too, for that lawyer and article admins). */
export const lawyerArticlesRoute = defineRoute({
  method: 'GET',
  path: '/articles/lawyer/:id',
  tags,
  params: lawyerParams,
  query: lawyerArticlesQuery,
  responses: { 200: articleListResponse, ...errors },
});

/** POST /api/articles/images (multipart `image`): an image for an article's body. */
export const uploadArticleImageRoute = defineRoute({
  method: 'POST',
  path: '/articles/images',
  tags,
  multipart: true,
  responses: { 201: imageResponse, ...errors },
});

/** GET /api/articles/images/{id}: the image itself, served publicly. */
export const articleImageRoute = defineRoute({
  method: 'GET',
  path: '/articles/images/:id',
  tags,
  params: idParams,
  responses: { 200: fileAnswer, 400: errorSchema, 404: errorSchema },
});

export type Article = z.infer<typeof articleSchema>;
export type ArticleView = z.infer<typeof articleViewSchema>;
export type ArticleAuthor = Article['author'];
export type ArticleList = z.infer<typeof articleListResponse>['data'];
export type ArticlesQuery = z.input<typeof listArticlesQuery>;
