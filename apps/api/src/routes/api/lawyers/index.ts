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
import { route } from '../../../lib/route.ts';

const PICTURE_FIELDS = ['profilePicture', 'image', 'file'] as const;

/** The directory (public reads) and profile editing (owner or profile admin, checked in the service). */
const lawyerRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, schema.listLawyersRoute, {
    handler: async (request) => {
      const { q, search, ...filters } = request.query;
      return ok(await listLawyers(app.db, { ...filters, search: search ?? q }));
    },
  });

  route(app, schema.lawyerStatsRoute, { handler: async () => ok(await lawyerStats(app.db)) });

  route(app, schema.lawyerSuggestionsRoute, {
    handler: async (request) => {
      const query = request.query.q ?? request.query.search;
      return ok({ suggestions: query ? await lawyerSuggestions(app.db, query, request.query.limit) : [] });
    },
  });

  route(app, schema.getLawyerRoute, {
    handler: async (request) => {
      const lawyer = await getLawyer(app.db, request.params.id);
      if (!lawyer) throw notFound('Lawyer not found');
      return ok({ lawyer });
    },
  });

  route(app, schema.updateLawyerRoute, {
    onRequest: app.authenticate,
    handler: async (request) => ({
      ...ok({ lawyer: await updateLawyer(app.db, request.user, request.params.id, request.body) }),
      message: 'Profile updated successfully!',
    }),
  });

  route(app, schema.uploadProfilePictureRoute, {
    onRequest: app.authenticate,
    handler: async (request) => {
      // Permission first: an anonymous or foreign caller is refused before a byte of the upload is read.
      await assertCanEditLawyer(app.db, request.user, request.params.id);
      const files = await readMultipartFiles(request, PICTURE_FIELDS);
      const file = PICTURE_FIELDS.map((field) => files.get(field)).find(Boolean);
      return {
        ...ok(await replaceProfilePicture(app.db, app.config.uploadsDir, request.params.id, file)),
        message: 'Profile picture updated',
      };
    },
  });

  route(app, schema.profilePictureRoute, {
    handler: async (request, reply) => {
      const content = await readProfilePicture(app.db, app.config.uploadsDir, request.params.id);
      // The URL changes with the picture (?v=hash), so the bytes behind one URL never change.
      return reply
        .type('image/jpeg')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('Cross-Origin-Resource-Policy', 'cross-origin')
        .send(content);
    },
  });
};

export default lawyerRoutes;
