import { z } from 'zod';
import { startScrapingSchema } from '../schemas/scraping.ts';
import { guardedErrors, uuidParams } from './admin-common.ts';
import { defineRoute, fileAnswer } from './route.ts';
import { scrapingDefaultsResponse } from './site-settings.ts';
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

const tags = ['admin', 'scraping'];

/** POST /api/admin/scraping/start: queues a job for the job runner (201). */
export const startScrapingRoute = defineRoute({
  method: 'POST',
  path: '/admin/scraping/start',
  tags,
  body: startScrapingSchema,
  responses: { 201: jobResponse, ...guardedErrors },
});

const jobAction = <const Path extends `/admin/scraping/${string}/:id`>(path: Path) =>
  defineRoute({ method: 'POST', path, tags, params: uuidParams, responses: { 200: jobResponse, ...guardedErrors } });

export const stopScrapingRoute = jobAction('/admin/scraping/stop/:id');
export const resumeScrapingRoute = jobAction('/admin/scraping/resume/:id');

/** GET /api/admin/scraping/defaults: what the start form starts from (the defaults set in Settings). */
export const scrapingDefaultsRoute = defineRoute({
  method: 'GET',
  path: '/admin/scraping/defaults',
  tags,
  responses: { 200: scrapingDefaultsResponse, ...guardedErrors },
});

export const scrapingJobsRoute = defineRoute({
  method: 'GET',
  path: '/admin/scraping/jobs',
  tags,
  responses: { 200: jobsResponse, ...guardedErrors },
});

export const scrapingStatsRoute = defineRoute({
  method: 'GET',
  path: '/admin/scraping/stats',
  tags,
  responses: { 200: statsResponse, ...guardedErrors },
});

export const scrapingLogsRoute = defineRoute({
  method: 'GET',
  path: '/admin/scraping/logs',
  tags,
  responses: { 200: logsResponse, ...guardedErrors },
});

/** GET /api/admin/scraping/jobs/{id}/results: a JSON file to save (an attachment), not an envelope. */
export const scrapingResultsRoute = defineRoute({
  method: 'GET',
  path: '/admin/scraping/jobs/:id/results',
  tags,
  params: uuidParams,
  responses: { 200: fileAnswer, ...guardedErrors },
});
