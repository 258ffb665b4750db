import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RateLimitOptions } from '@fastify/rate-limit';
import { clientAddress } from '../../../lib/client-address.ts';
import { extractTextCitationsJson } from '../../../services/citations/extract-text-citations.ts';
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
    // The answer arrives as JSON text, settled and written on the citation reader's thread: building and checking
    // thousands of citations here held the event loop for tens of milliseconds per answer. The schema still
    // documents the answer (OpenAPI), and extract-answer.ts builds it in the contract's shape. Fastify sends a string
    // as it is; the cast only tells the type provider that this text is that shape, serialized.
    handler: async (request, reply) => {
      const json = await extractTextCitationsJson(app.db, request.body.text);
      return reply.type('application/json; charset=utf-8').send(json as never);
    },
  });
};

export default citationRoutes;
