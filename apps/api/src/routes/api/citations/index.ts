import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RateLimitOptions } from '@fastify/rate-limit';
import { clientAddress } from '../../../lib/client-address.ts';
import { ok } from '../../../lib/envelope.ts';
import { extractTextCitations } from '../../../services/citations/extract-text-citations.ts';
import * as schema from '@batas/shared/contracts/citations';
import { route } from '../../../lib/route.ts';

/**
 * The extractor is open to anyone and each call may read 100,000 characters: a person checking a brief sends a
 * few a minute, a script is stopped at this many per address.
 */
export const EXTRACT_RATE_LIMIT: RateLimitOptions = {
  max: 20,
  timeWindow: '1 minute',
  keyGenerator: (request) => `extract|${clientAddress(request)}`,
  errorResponseBuilder: (_request, context) => ({
    statusCode: 429,
    message: `Too many citation checks. Please wait ${context.after} and try again.`,
  }),
};

/** POST /api/citations/extract: the citations of a pasted text, each with the library document it names. */
const citationRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, schema.extractCitationsRoute, {
    config: { rateLimit: EXTRACT_RATE_LIMIT },
    // The answer is built by the service in the contract's shape; checking thousands of citations against the
    // schema again on the way out held the event loop for tens of milliseconds per answer. The schema still
    // documents the answer (OpenAPI) and the service's types follow it.
    serializerCompiler: () => (data) => JSON.stringify(data),
    // 100,000 characters of UTF-8 can take 400 KB; the default 1 MB body limit already covers it.
    handler: async (request) => ok(await extractTextCitations(app.db, request.body.text)),
  });
};

export default citationRoutes;
