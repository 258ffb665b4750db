import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope.ts';
import { badRequest, notFound } from '../../../lib/errors.ts';
import { presentCandidate } from '../../../presenters/document-view.ts';
import { recordDocumentView } from '../../../services/documents/get-document.ts';
import { visitorOf } from '../../../services/analytics/daily-visitors.ts';
import { getDocumentViewById, presentDocumentViewOf } from '../../../services/documents/get-document-view.ts';
import { resolveCitation } from '../../../services/documents/resolve-citation.ts';
import { resolveDocumentRoute } from '@batas/shared/contracts/document-resolve';
import { route } from '../../../lib/route.ts';

/** The viewer's one request: a citation, slug, title or id to a document, or the documents to choose from. */
const resolveRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, resolveDocumentRoute, {
    handler: async (request, reply) => {
      const resolution = await resolveCitation(app.db, request.params.citation);
      if (resolution.outcome === 'invalid') throw badRequest('citation', resolution.reason);
      if (resolution.outcome === 'not-found') {
        return reply
          .code(404)
          .send({ success: false, message: 'Document not found', data: { citation: resolution.citation } });
      }
      if (resolution.outcome === 'choose') {
        const candidates = resolution.candidates.map(presentCandidate);
        const message =
          resolution.because === 'date'
            ? 'No document of this number has that date'
            : 'Several documents match this citation';
        return reply.code(300).send({
          success: false,
          message,
          data: { because: resolution.because, asked: resolution.asked, candidates },
        });
      }
      const found = resolution.document;
      const document = found.complete
        ? await presentDocumentViewOf(app.db, found)
        : await getDocumentViewById(app.db, found.id);
      if (!document) throw notFound('Document not found');
      // The view count is not part of the answer: the reader does not wait for a write (and its commit flush).
      recordDocumentView(app.db, document.id, visitorOf(request)).catch((error: unknown) =>
        request.log.warn({ err: error }, 'view count not recorded'),
      );
      return ok({ document, canonicalSlug: document.slug, matchedBy: resolution.matchedBy });
    },
  });
};

export default resolveRoutes;
