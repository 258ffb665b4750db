import { z } from 'zod';
import { safeText } from './safe-text.ts';
import { ARTICLE_CATEGORIES, ARTICLE_LEVELS, ARTICLE_PRACTICE_AREAS, LIMITS } from '../constants/directory.ts';

/**
 * The article editor. Its categories are the readers' filter categories (ARTICLE_CATEGORIES, one list), so every
 * published article can be reached by a filter. Content is HTML the server sanitises.
 */
export const ARTICLE_MESSAGES = {
  titleRequired: 'Title is required',
  summaryRequired: 'Summary is required',
  categoryRequired: 'Category is required',
  contentRequired: 'Content is required',
} as const;

export const ARTICLE_STATUSES = ['draft', 'published'] as const;
export const ARTICLE_TAGS_MAX = 20;

const required = (message: string, max: number, label: string) =>
  safeText({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .max(max, `${label} must be at most ${max} characters`);

/** Tags are trimmed and kept once (case-insensitively), in the order they were added. */
export function normaliseTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim().replace(/\s+/g, ' ');
    if (tag && !seen.has(tag.toLowerCase())) {
      seen.add(tag.toLowerCase());
      result.push(tag);
    }
  }
  return result;
}

export const articleInputSchema = z.object({
  title: required(ARTICLE_MESSAGES.titleRequired, LIMITS.articleTitleMax, 'Title'),
  summary: required(ARTICLE_MESSAGES.summaryRequired, LIMITS.articleSummaryMax, 'Summary'),
  content: safeText({ error: ARTICLE_MESSAGES.contentRequired })
    .trim()
    .min(1, ARTICLE_MESSAGES.contentRequired)
    .max(200_000, 'Content is too long'),
  category: z.enum(ARTICLE_CATEGORIES, { error: ARTICLE_MESSAGES.categoryRequired }),
  practiceArea: z
    .union([z.enum(ARTICLE_PRACTICE_AREAS), z.literal(''), z.null()])
    .optional()
    .transform((value) => value || null),
  difficulty: z
    .union([z.enum(ARTICLE_LEVELS), z.literal(''), z.null()])
    .optional()
    .transform((value) => value || null),
  tags: z
    .array(safeText().max(50, 'Each tag must be at most 50 characters'))
    .max(ARTICLE_TAGS_MAX, `At most ${ARTICLE_TAGS_MAX} tags`)
    .default([])
    .transform(normaliseTags),
  metaDescription: safeText()
    .trim()
    .max(
      LIMITS.articleMetaDescriptionMax,
      `Meta description must be at most ${LIMITS.articleMetaDescriptionMax} characters`,
    )
    .nullish()
    .transform((value) => value || null),
  featuredImage: safeText()
    .trim()
    .max(500)
    .nullish()
    .transform((value) => value || null),
  isPremium: z.boolean().default(false),
  isFeatured: z.boolean().optional(),
  status: z.enum(ARTICLE_STATUSES).default('draft'),
});

/** Editing sends the whole form; what it leaves out (status, premium) stays as it was rather than reset to a default. */
export const articleUpdateSchema = articleInputSchema.extend({
  status: z.enum(ARTICLE_STATUSES).optional(),
  isPremium: z.boolean().optional(),
});

export const articleStatusSchema = z.object({
  status: z.enum(ARTICLE_STATUSES, { error: "Status must be 'draft' or 'published'" }),
});

export type ArticleInput = z.infer<typeof articleInputSchema>;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];
