import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RateLimitOptions } from '@fastify/rate-limit';
import { clientAddress } from '../../../lib/client-address.ts';
import { ok } from '../../../lib/envelope.ts';
import { readMultipartFiles } from '../../../services/uploads/read-multipart.ts';
import { assertCanWrite } from '../../../services/articles/article-access.ts';
import { readArticleImage, saveArticleImage } from '../../../services/articles/article-images.ts';
import * as schema from '@batas/shared/contracts/articles';
import { route } from '../../../lib/route.ts';

/** Uploads per account: enough to illustrate a few articles in an hour; each one is decoded and re-encoded. */
export const articleImageRateLimit: RateLimitOptions = {
  max: 30,
  timeWindow: '1 hour',
  hook: 'preHandler',
  keyGenerator: (request) => `article-image|${request.user?.id ?? clientAddress(request)}`,
  errorResponseBuilder: (_request, context) => ({
    statusCode: 429,
    message: `Too many image uploads. Please wait ${context.after} and try again.`,
  }),
};

/** Images inside articles: uploaded by verified lawyers, served publicly from our own route. */
const articleImageRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, schema.uploadArticleImageRoute, {
    onRequest: app.authenticate,
    config: { rateLimit: articleImageRateLimit },
    handler: async (request, reply) => {
      assertCanWrite(request.user); // before reading the upload
      const files = await readMultipartFiles(request, ['image']);
      return reply
        .code(201)
        .send(ok(await saveArticleImage(app.db, app.config.uploadsDir, request.user, files.get('image'))));
    },
  });

  route(app, schema.articleImageRoute, {
    handler: async (request, reply) => {
      const image = await readArticleImage(app.db, app.config.uploadsDir, request.params.id);
      return reply
        .type(image.mimeType)
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('Cross-Origin-Resource-Policy', 'cross-origin')
        .send(image.content);
    },
  });
};

export default articleImageRoutes;
