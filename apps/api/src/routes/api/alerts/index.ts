import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unsubscribeRoute } from '@batas/shared/contracts/alerts';
import { ok } from '../../../lib/envelope.ts';
import { route } from '../../../lib/route.ts';
import { unsubscribe } from '../../../services/alerts/unsubscribe-token.ts';

/**
 * POST /api/alerts/unsubscribe?token=…: a digest's unsubscribe link, with no sign-in. Mail programs send RFC 8058's
 * one-click POST (a form body 'List-Unsubscribe=One-Click', url-encoded or multipart); the site's unsubscribe page
 * posts with no body. The body is not read: the token says everything, and it can do nothing but this.
 */
const alertLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  // Only in this plugin: the rest of the API speaks JSON.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  route(app, unsubscribeRoute, { handler: async (request) => ok(await unsubscribe(app.db, request.query.token)) });
};

export default alertLinkRoutes;
