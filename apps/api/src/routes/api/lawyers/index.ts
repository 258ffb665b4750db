import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope.ts';
import { notFound } from '../../../lib/errors.ts';
import { listLawyers } from '../../../services/lawyers/list-lawyers.ts';
import { getLawyer } from '../../../services/lawyers/get-lawyer.ts';
import { lawyerStats, lawyerSuggestions } from '../../../services/lawyers/lawyer-stats.ts';
import { assertCanEditLawyer, updateLawyer } from '../../../services/lawyers/update-lawyer.ts';
import { readProfilePicture, replaceProfilePicture } from '../../../services/lawyers/profile-picture.ts';
import { readMultipartFiles } from '../../../services/uploads/read-multipart.ts';
import * as schema from '@batas/shared/contracts/lawyers';

const tags = ['lawyers'];
const PICTURE_FIELDS = ['profilePicture', 'image', 'file'] as const;

/** The directory (public reads) and profile editing (owner or profile admin, checked in the service). */
const lawyerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags,
        querystring: schema.listLawyersQuery,
        response: { 200: schema.listLawyersResponse, 400: schema.errorSchema },
      },
    },
    async (request) => {
      const { q, search, ...filters } = request.query;
      return ok(await listLawyers(app.db, { ...filters, search: search ?? q }));
    },
  );

  app.get('/stats/overview', { schema: { tags, response: { 200: schema.statsResponse } } }, async () =>
    ok(await lawyerStats(app.db)),
  );

  app.get(
    '/search/suggestions',
    {
      schema: {
        tags,
        querystring: schema.suggestionsQuery,
        response: { 200: schema.suggestionsResponse, 400: schema.errorSchema },
      },
    },
    async (request) => {
      const query = request.query.q ?? request.query.search;
      return ok({ suggestions: query ? await lawyerSuggestions(app.db, query, request.query.limit) : [] });
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        params: schema.idOrRollParams,
        response: { 200: schema.lawyerResponse, 404: schema.errorSchema },
      },
    },
    async (request) => {
      const lawyer = await getLawyer(app.db, request.params.id);
      if (!lawyer) throw notFound('Lawyer not found');
      return ok({ lawyer });
    },
  );

  app.put(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        params: schema.idParams,
        body: schema.lawyerProfileSchema,
        response: { 200: schema.lawyerResponse, ...schema.errors },
      },
    },
    async (request) => ({
      ...ok({ lawyer: await updateLawyer(app.db, request.user, request.params.id, request.body) }),
      message: 'Profile updated successfully!',
    }),
  );

  app.post(
    '/:id/profile-picture',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        params: schema.idParams,
        consumes: ['multipart/form-data'],
        response: { 200: schema.pictureResponse, ...schema.errors },
      },
    },
    async (request) => {
      // Permission first: an anonymous or foreign caller is refused before a byte of the upload is read.
      await assertCanEditLawyer(app.db, request.user, request.params.id);
      const files = await readMultipartFiles(request, PICTURE_FIELDS);
      const file = PICTURE_FIELDS.map((field) => files.get(field)).find(Boolean);
      return {
        ...ok(await replaceProfilePicture(app.db, app.config.uploadsDir, request.params.id, file)),
        message: 'Profile picture updated',
      };
    },
  );

  app.get('/:id/profile-picture', { schema: { tags, params: schema.idParams } }, async (request, reply) => {
    const content = await readProfilePicture(app.db, app.config.uploadsDir, request.params.id);
    // The URL changes with the picture (?v=hash), so the bytes behind one URL never change.
    return reply
      .type('image/jpeg')
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('Cross-Origin-Resource-Policy', 'cross-origin')
      .send(content);
  });
};

export default lawyerRoutes;
