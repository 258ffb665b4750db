import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope.ts';
import { extractTextCitations } from '../../../services/citations/extract-text-citations.ts';
import * as schema from '@batas/shared/contracts/citations';

const tags = ['citations'];

/** POST /api/citations/extract: the citations of a pasted text, each with the library document it names. */
const citationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/extract',
    {
      // 100,000 characters of UTF-8 can take 400 KB; the default 1 MB body limit already covers it.
      schema: { tags, body: schema.extractBody, response: { 200: schema.extractResponse, 400: schema.errorSchema } },
    },
    async (request) => ok(await extractTextCitations(app.db, request.body.text)),
  );
};

export default citationRoutes;
