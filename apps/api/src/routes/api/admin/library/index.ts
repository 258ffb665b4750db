import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../../lib/route.ts';
import * as schema from '@batas/shared/contracts/admin-library';
import { presentLibraryJob } from '../../../../presenters/library-collection.ts';
import { readLibrarySources } from '../../../../services/library/read-library-sources.ts';
import { startLibraryInstall } from '../../../../services/library/start-library-install.ts';
import { guardSection } from '../guard.ts';

/**
 * Library sources (super_admin, ADMIN_ACCESS.library): the public collections the whole library is installed from.
 * An install runs as a job of the scraping job runner; the page polls this list for its progress and log.
 */
const libraryRoutes: FastifyPluginAsyncZod = async (app) => {
  guardSection(app, 'library');

  route(app, schema.librarySourcesRoute, {
    handler: async () => ({ success: true as const, data: { collections: await readLibrarySources(app.db) } }),
  });

  route(app, schema.installCollectionRoute, {
    handler: async (request, reply) => {
      const job = await startLibraryInstall(app.db, request.params.collection, request.user!);
      reply.code(202);
      return { success: true as const, data: presentLibraryJob(job) };
    },
  });
};

export default libraryRoutes;
