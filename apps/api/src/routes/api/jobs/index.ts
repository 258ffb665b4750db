import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { saveJobRoute, savedJobsRoute, unsaveJobRoute } from '@batas/shared/contracts/jobs';
import { ok } from '../../../lib/envelope.ts';
import { route } from '../../../lib/route.ts';
import { listSavedJobs, saveJob, unsaveJob } from '../../../services/saved-jobs/saved-jobs.ts';

/**
 * The signed-in user's saved jobs. Every route needs a signed-in account of any role, and reads or changes only
 * that account's list: the user comes from the token, never from the request.
 */
const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, savedJobsRoute, {
    onRequest: app.authenticate,
    handler: async (request) => ok({ savedJobs: await listSavedJobs(app.db, request.user!.id) }),
  });

  route(app, saveJobRoute, {
    onRequest: app.authenticate,
    handler: async (request) => ok(await saveJob(app.db, request.user!.id, request.params.jobId)),
  });

  route(app, unsaveJobRoute, {
    onRequest: app.authenticate,
    handler: async (request) => ok(await unsaveJob(app.db, request.user!.id, request.params.jobId)),
  });
};

export default jobRoutes;
