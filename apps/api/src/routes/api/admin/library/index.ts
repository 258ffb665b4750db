import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardedErrors } from '@batas/shared/contracts/admin-common';
import * as schema from '@batas/shared/contracts/admin-library';
import { presentLibraryJob } from '../../../../presenters/library-collection.ts';
import { readLibrarySources } from '../../../../services/library/read-library-sources.ts';
import { startLibraryInstall } from '../../../../services/library/start-library-install.ts';
import { guardSection } from '../guard.ts';

const tags = ['admin', 'library'];

/**
 * Library sources (super_admin, ADMIN_ACCESS.library): the public collections the whole library is installed from.
 * An install runs as a job of the scraping job runner; the page polls this list for its progress and log.
 */
const libraryRoutes: FastifyPluginAsyncZod = async (app) => {
  guardSection(app, 'library');

  app.get('/', { schema: { tags, response: { 200: schema.librarySourcesResponse, ...guardedErrors } } }, async () => ({
    success: true as const,
    data: { collections: await readLibrarySources(app.db) },
  }));

  app.post(
    '/:collection/install',
    {
      schema: {
        tags,
        params: schema.libraryCollectionParams,
        response: { 202: schema.libraryInstallResponse, ...guardedErrors },
      },
    },
    async (request, reply) => {
      const job = await startLibraryInstall(app.db, request.params.collection, request.user!);
      reply.code(202);
      return { success: true as const, data: presentLibraryJob(job) };
    },
  );
};

export default libraryRoutes;
