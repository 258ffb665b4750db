import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as contract from '@batas/shared/contracts/documents';
import { documentBySlugRoute } from '@batas/shared/contracts/document-resolve';
import { ok } from '../../../lib/envelope.ts';
import { notFound } from '../../../lib/errors.ts';
import { route } from '../../../lib/route.ts';
import { listDocuments } from '../../../services/documents/list-documents.ts';
import { getDocumentById, recordDocumentView } from '../../../services/documents/get-document.ts';
import { visitorOf } from '../../../services/analytics/daily-visitors.ts';
import { getDocumentViewBySlug } from '../../../services/documents/get-document-view.ts';
import { countDocumentsByType, documentCategories, documentStats } from '../../../services/documents/document-stats.ts';
import { documentCitations } from '../../../services/documents/document-citations.ts';
import { documentRelations } from '../../../services/documents/document-relations.ts';
import { recordSearch } from '../../../services/analytics/record-search.ts';
import { notInLibrary } from '../../../services/search/not-in-library.ts';
import { lawCategoryOptions } from '../../../services/documents/document-options.ts';
import resolveRoutes from './resolve.ts';

const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(resolveRoutes);

  route(app, contract.listDocumentsRoute, {
    handler: async (request) => {
      const { search, q, documentType, ...rest } = request.query;
      const list = await listDocuments(app.db, { ...rest, search: search ?? q, documentTypes: documentType });
      const text = search ?? q;
      if (text && rest.page === 1) await recordSearch(app.db, text, list.pagination.totalDocuments);
      // Judged on the words the results are for: a misspelled case name that was corrected is not missing.
      const missing = text ? await notInLibrary(app.db, list.correctedSearch ?? text) : null;
      return ok(missing ? { ...list, notInLibrary: missing } : list);
    },
  });

  route(app, contract.documentTypesRoute, { handler: async () => ok(await countDocumentsByType(app.db)) });

  route(app, contract.documentStatsRoute, { handler: async () => ok(await documentStats(app.db)) });

  // The Law Category filter suggests the categories in use (any spelling finds them: the filter ignores case).
  route(app, contract.lawCategoriesRoute, { handler: async () => ok(await lawCategoryOptions(app.db)) });

  route(app, contract.documentCategoriesRoute, { handler: async () => ok(await documentCategories(app.db)) });

  route(app, documentBySlugRoute, {
    handler: async (request) => {
      const document = await getDocumentViewBySlug(app.db, request.params.slug);
      if (!document) throw notFound('Document not found');
      await recordDocumentView(app.db, document.id, visitorOf(request));
      return ok(document);
    },
  });

  route(app, contract.documentCitationsRoute, {
    handler: async (request) => {
      const citations = await documentCitations(app.db, request.params.slug, request.query);
      if (!citations) throw notFound('Document not found');
      return ok(citations);
    },
  });

  route(app, contract.documentRelationsRoute, {
    handler: async (request) => {
      const relations = await documentRelations(app.db, request.params.slug, request.query);
      if (!relations) throw notFound('Document not found');
      return ok(relations);
    },
  });

  route(app, contract.getDocumentRoute, {
    handler: async (request) => {
      const document = await getDocumentById(app.db, request.params.id);
      if (!document) throw notFound('Document not found');
      return ok(document);
    },
  });
};

export default documentRoutes;
