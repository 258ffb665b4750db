import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { savedJobErrors, savedJobParams, savedJobStateResponse, savedJobsResponse } from '@batas/shared/contracts/jobs';
import { ok } from '../../../lib/envelope.ts';
import { listSavedJobs, saveJob, unsaveJob } from '../../../services/saved-jobs/saved-jobs.ts';

const tags = ['jobs'];

/**
 * The signed-in user's saved jobs. Every route needs a signed-in account of any role, and reads or changes only
 * that account's list: the user comes from the token, never from the request.
 */
const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/saved',
    { onRequest: app.authenticate, schema: { tags, response: { 200: savedJobsResponse, 401: savedJobErrors[401] } } },
    async (request) => ok({ savedJobs: await listSavedJobs(app.db, request.user!.id) }),
  );

  app.put(
    '/saved/:jobId',
    {
      onRequest: app.authenticate,
      schema: { tags, params: savedJobParams, response: { 200: savedJobStateResponse, ...savedJobErrors } },
    },
    async (request) => ok(await saveJob(app.db, request.user!.id, request.params.jobId)),
  );

  app.delete(
    '/saved/:jobId',
    {
      onRequest: app.authenticate,
      schema: { tags, params: savedJobParams, response: { 200: savedJobStateResponse, ...savedJobErrors } },
    },
    async (request) => ok(await unsaveJob(app.db, request.user!.id, request.params.jobId)),
  );
};

export default jobRoutes;
