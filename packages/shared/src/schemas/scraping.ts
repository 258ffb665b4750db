import { z } from 'zod';
import {
  MONTH_ABBREVIATIONS,
  SCRAPING_CATEGORIES,
  SCRAPING_LIMITS,
  type ScrapingCategorySlug,
} from '../constants/scraping.ts';

/**
 * POST /api/admin/scraping/start, shared by the API and the dashboard
 * form. The year's upper bound is the current year (2025 when the form was designed).
 */
const SLUGS = SCRAPING_CATEGORIES.map((category) => category.slug) as [ScrapingCategorySlug, ...ScrapingCategorySlug[]];
const { maxDocuments, delayMs, minYear } = SCRAPING_LIMITS;

export const SCRAPING_MESSAGES = {
  noCategory: 'Please select at least one category to scrape',
  unknownCategory: `Unknown category; expected one of: ${SLUGS.join(', ')}`,
} as const;

export const maxScrapingYear = (now = new Date()) => now.getFullYear();

const whole = (label: string, min: number, max: number) =>
  z.coerce
    .number({ message: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);

const emptyToNull = (value: unknown) => (value === '' || value === undefined ? null : value);

export const scrapingOptionsSchema = z.object({
  specificYear: z.preprocess(emptyToNull, whole('Year', minYear, maxScrapingYear()).nullable()).default(null),
  specificMonth: z
    .preprocess(
      emptyToNull,
      z.enum(MONTH_ABBREVIATIONS, { message: `Month must be one of ${MONTH_ABBREVIATIONS.join(', ')}` }).nullable(),
    )
    .default(null),
  // Left out: the API fills in the defaults of Admin → Settings (site_settings), which start at the limits' defaults.
  maxDocuments: whole('Max documents', maxDocuments.min, maxDocuments.max).optional(),
  delay: whole('Delay', delayMs.min, delayMs.max).optional(),
});

export const startScrapingSchema = z.object({
  categories: z
    .array(z.enum(SLUGS, { message: SCRAPING_MESSAGES.unknownCategory }), { message: SCRAPING_MESSAGES.noCategory })
    .min(1, SCRAPING_MESSAGES.noCategory)
    .transform((list) => [...new Set(list)]),
  options: scrapingOptionsSchema.default({ specificYear: null, specificMonth: null }),
});

export type StartScrapingInput = z.input<typeof startScrapingSchema>;
export type StartScrapingRequest = z.output<typeof startScrapingSchema>;
