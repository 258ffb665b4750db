import { z } from 'zod';
import { SCRAPING_JOB_STATUSES } from '../constants/scraping.ts';

const counts = { scraped: z.number(), updated: z.number(), failed: z.number(), duplicates: z.number() };

export const scrapingJob = z.object({
  id: z.string(),
  name: z.string(),
  categories: z.array(z.string()),
  options: z.object({
    specificYear: z.number().nullish(),
    specificMonth: z.string().nullish(),
    maxDocuments: z.number(),
    delay: z.number(),
  }),
  status: z.enum(SCRAPING_JOB_STATUSES),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  progress: z.object({ completed: z.number(), total: z.number() }),
  results: z.object(counts),
  /** Why a failed job failed ('could not reach lawphil.net: …'). */
  error: z.string().nullable(),
  /** A completed job that found nothing: the source answered, but the result needs a look. */
  warning: z.string().nullable(),
  stopRequested: z.boolean(),
  createdAt: z.string(),
});

export const jobResponse = z.object({ success: z.literal(true), message: z.string(), data: scrapingJob });
export const jobsResponse = z.object({ success: z.literal(true), data: z.array(scrapingJob) });

const stats = z.object({
  total: z.number(),
  recentlyScraped: z.number(),
  byType: z.array(z.object({ _id: z.string(), count: z.number() })),
});
export const statsResponse = z.object({ success: z.literal(true), data: stats });

export const logsResponse = z.object({
  success: z.literal(true),
  data: z.array(
    z.object({
      id: z.string(),
      jobId: z.string().nullable(),
      level: z.string(),
      message: z.string(),
      timestamp: z.string(),
    }),
  ),
});

export type ScrapingJob = z.infer<typeof scrapingJob>;
export type JobStatus = ScrapingJob['status'];
export type ScrapingStats = z.infer<typeof statsResponse>['data'];
export type ScrapingLog = z.infer<typeof logsResponse>['data'][number];
