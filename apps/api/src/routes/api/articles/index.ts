import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope.ts';
import { notFound } from '../../../lib/errors.ts';
import { listArticles } from '../../../services/articles/list-articles.ts';
import { getArticleById, getArticleBySlug } from '../../../services/articles/get-article.ts';
import { assertCanManage, canSeeDrafts } from '../../../services/articles/article-access.ts';
import { recordArticleView } from '../../../services/articles/record-article-view.ts';
import { visitorOf } from '../../../services/analytics/daily-visitors.ts';
import { createArticle, updateArticle } from '../../../services/articles/save-article.ts';
import { changeArticleStatus } from '../../../services/articles/change-article-status.ts';
import { deleteArticle } from '../../../services/articles/delete-article.ts';
import { setArticleLike } from '../../../services/articles/like-article.ts';
import lawyerArticleRoutes from './lawyer-articles.ts';
import articleImageRoutes from './images.ts';
import * as schema from '@batas/shared/contracts/articles';
import { route } from '../../../lib/route.ts';

const savedMessage = (status: string) =>
  status === 'published' ? 'Article published successfully!' : 'Article saved successfully!';

/** Public reading, and writing by verified lawyers (author-or-admin checks live in services/articles/article-access). */
const articleRoutes: FastifyPluginAsyncZod = async (app) => {
  const listPublished = async (query: typeof schema.listArticlesQuery._output) => {
    const { q, search, level, difficulty, ...filters } = query;
    return ok(
      await listArticles(app.db, {
        ...filters,
        search: search ?? q,
        difficulty: difficulty ?? level,
        status: 'published',
      }),
    );
  };
  route(app, schema.listArticlesRoute, { handler: async (request) => listPublished(request.query) });
  route(app, schema.searchArticlesRoute, { handler: async (request) => listPublished(request.query) });

  route(app, schema.getArticleRoute, {
    handler: async (request) => {
      const article = await getArticleBySlug(app.db, request.params.slug);
      // A draft is visible to its author and admins (preview) and does not exist for anyone else.
      if (!article || (article.status !== 'published' && !canSeeDrafts(request.user, article.author._id)))
        throw notFound('Article not found');
      if (article.status === 'published') {
        const counted = await recordArticleView(app.db, article.id, visitorOf(request));
        if (counted) article.views += 1;
      }
      return ok({ ...article, article });
    },
  });

  route(app, schema.editArticleRoute, {
    onRequest: app.authenticate,
    handler: async (request) => {
      await assertCanManage(app.db, request.user, request.params.id);
      const article = await getArticleById(app.db, request.params.id);
      if (!article) throw notFound('Article not found');
      return ok({ article });
    },
  });

  route(app, schema.createArticleRoute, {
    onRequest: app.authenticate,
    handler: async (request, reply) => {
      const article = await createArticle(app.db, request.user, request.body);
      return reply.code(201).send({ ...ok({ article }), message: savedMessage(article.status) });
    },
  });

  route(app, schema.updateArticleRoute, {
    onRequest: app.authenticate,
    handler: async (request) => {
      const article = await updateArticle(app.db, request.user, request.params.id, request.body);
      return { ...ok({ article }), message: savedMessage(article.status) };
    },
  });

  for (const declaration of [schema.articleStatusRoute, schema.putArticleStatusRoute]) {
    route(app, declaration, {
      onRequest: app.authenticate,
      handler: async (request) => {
        const article = await changeArticleStatus(app.db, request.user, request.params.id, request.body.status);
        return {
          ...ok({ article }),
          message: article.status === 'published' ? 'Article published successfully!' : 'Article unpublished',
        };
      },
    });
  }

  route(app, schema.deleteArticleRoute, {
    onRequest: app.authenticate,
    handler: async (request) => {
      await deleteArticle(app.db, request.user, request.params.id);
      return { success: true as const, message: 'Article deleted successfully' };
    },
  });

  route(app, schema.likeArticleRoute, {
    onRequest: app.authenticate,
    handler: async (request) => ok(await setArticleLike(app.db, request.user!.id, request.params.id, true)),
  });
  route(app, schema.unlikeArticleRoute, {
    onRequest: app.authenticate,
    handler: async (request) => ok(await setArticleLike(app.db, request.user!.id, request.params.id, false)),
  });

  await app.register(lawyerArticleRoutes);
  await app.register(articleImageRoutes);
};

export default articleRoutes;
