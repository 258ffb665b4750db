import { z } from 'zod';
import { guardedErrors } from './admin-common.ts';
import { defineRoute } from './route.ts';
import { successSchema } from './envelope.ts';

/** The periods the Analytics page offers, in days back from today (today included). */
export const ANALYTICS_PERIODS = [7, 30, 90] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];

/** GET /api/admin/analytics?days=7|30|90 (30 when absent). */
export const analyticsQuery = z.object({
  days: z.coerce
    .number({ message: 'must be a number of days' })
    .refine((value): value is AnalyticsPeriod => (ANALYTICS_PERIODS as readonly number[]).includes(value), {
      message: `must be one of ${ANALYTICS_PERIODS.join(', ')}`,
    })
    .default(30),
});

/** A calendar day (Philippine time), 'YYYY-MM-DD'. */
const day = z.string();

const queryCount = z.object({
  query: z.string(),
  searches: z.number(),
  /** What the latest search for it found (the library changes; a query may find something since). */
  lastResultCount: z.number(),
});

export const analyticsReportSchema = z.object({
  days: z.number(),
  from: day,
  to: day,
  searches: z.object({
    total: z.number(),
    /** Every day of the period, zeros included, oldest first. */
    perDay: z.array(z.object({ day, searches: z.number(), zeroResultSearches: z.number() })),
    /** Searches for queries past the day's bound of distinct queries: counted in the totals, not listed. */
    otherSearches: z.number(),
    topQueries: z.array(queryCount),
    /** Queries whose latest search in the period found nothing, most searched first. */
    zeroResultQueries: z.array(queryCount),
  }),
  views: z.object({
    total: z.number(),
    perDay: z.array(z.object({ day, views: z.number() })),
    topDocuments: z.array(z.object({ id: z.string(), slug: z.string(), title: z.string(), views: z.number() })),
  }),
  accounts: z.object({
    newUsers: z.number(),
    claims: z.number(),
    perDay: z.array(z.object({ day, newUsers: z.number(), claims: z.number() })),
  }),
});

export const analyticsResponse = successSchema(analyticsReportSchema);

export type AnalyticsReport = z.infer<typeof analyticsReportSchema>;
export type AnalyticsQuery = z.input<typeof analyticsQuery>;

/** GET /api/admin/analytics: the Analytics page's figures over a period. */
export const analyticsRoute = defineRoute({
  method: 'GET',
  path: '/admin/analytics',
  tags: ['admin'],
  query: analyticsQuery,
  responses: { 200: analyticsResponse, ...guardedErrors },
});
