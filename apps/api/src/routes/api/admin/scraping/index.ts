import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { presentScrapingJob } from '../../../../presenters/scraping-job.ts';
import { startScraping } from '../../../../services/scraping/start-scraping.ts';
import { resumeScraping, stopScraping } from '../../../../services/scraping/stop-scraping.ts';
import {
  listScrapingJobs,
  recentScrapingLogs,
  scrapingJobResults,
  scrapingStats,
} from '../../../../services/scraping/read-scraping.ts';
import { guardSection } from '../guard.ts';
import { route } from '../../../../lib/route.ts';
import * as schema from '@batas/shared/contracts/admin-scraping';
import { ok } from '../../../../lib/envelope.ts';
import { presentSiteSettings } from '../../../../presenters/site-settings.ts';
import { readSiteSettings } from '../../../../services/site-settings/read-site-settings.ts';

/**
 * The Scraping Dashboard's API: super_admin and admin
 * (ADMIN_ACCESS.scraping). Jobs are queued here and run by the job runner (apps/worker).
 */
const scrapingRoutes: FastifyPluginAsyncZod = async (app) => {
  guardSection(app, 'scraping');

  route(app, schema.startScrapingRoute, {
    handler: async (request, reply) => {
      const job = await startScraping(app.db, request.body, request.user?.id ?? null);
      reply.code(201);
      return {
        success: true as const,
        message: `Started scraping for ${request.body.categories.length} categories`,
        data: presentScrapingJob(job),
      };
    },
  });

  route(app, schema.stopScrapingRoute, {
    handler: async (request) => {
      const job = await stopScraping(app.db, request.params.id);
      return { success: true as const, message: `Stopped scraping job ${job.id}`, data: presentScrapingJob(job) };
    },
  });

  route(app, schema.resumeScrapingRoute, {
    handler: async (request) => {
      const job = await resumeScraping(app.db, request.params.id);
      return { success: true as const, message: `Resumed scraping job ${job.id}`, data: presentScrapingJob(job) };
    },
  });

  // What the dashboard's form starts from: the defaults a super admin set in Settings.
  route(app, schema.scrapingDefaultsRoute, {
    handler: async () => ok(presentSiteSettings(await readSiteSettings(app.db)).scrapingDefaults),
  });

  route(app, schema.scrapingJobsRoute, {
    handler: async () => ({ success: true as const, data: (await listScrapingJobs(app.db)).map(presentScrapingJob) }),
  });

  route(app, schema.scrapingStatsRoute, {
    handler: async () => ({ success: true as const, data: await scrapingStats(app.db) }),
  });

  route(app, schema.scrapingLogsRoute, {
    handler: async () => ({ success: true as const, data: await recentScrapingLogs(app.db) }),
  });

  // A file download, not an envelope: what the dashboard's "download results" saves as JSON.
  route(app, schema.scrapingResultsRoute, {
    handler: async (request, reply) => {
      const { job, documents } = await scrapingJobResults(app.db, request.params.id);
      reply.header('content-disposition', `attachment; filename="scraping-job-${job.id}.json"`);
      reply.type('application/json');
      return JSON.stringify({ job: presentScrapingJob(job), documents }, null, 2);
    },
  });
};

export default scrapingRoutes;
