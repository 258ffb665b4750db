import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope.ts';
import { forbidden, notFound, unauthorized } from '../../../lib/errors.ts';
import { listArticles } from '../../../services/articles/list-articles.ts';
import { canSeeDrafts } from '../../../services/articles/article-access.ts';
import { findLawyerRow } from '../../../services/lawyers/get-lawyer.ts';
import * as schema from '@batas/shared/contracts/articles';
import { route } from '../../../lib/route.ts';

/** One lawyer's articles: published ones for everybody; drafts too for that lawyer and article admins. */
const lawyerArticleRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, schema.lawyerArticlesRoute, {
    handler: async (request) => {
      const { includeUnpublished, status, ...rest } = request.query;
      if (includeUnpublished && !request.user) throw unauthorized('Please sign in to continue');
      const lawyer = await findLawyerRow(app.db, request.params.id);
      if (includeUnpublished && !canSeeDrafts(request.user, lawyer?.id ?? ''))
        throw forbidden('Only the author can see unpublished articles');
      if (!lawyer) throw notFound('Lawyer not found');
      const visible = includeUnpublished ? (status ?? 'all') : 'published';
      return ok(await listArticles(app.db, { ...rest, authorLawyerId: lawyer.id, status: visible }));
    },
  });
};

export default lawyerArticleRoutes;
