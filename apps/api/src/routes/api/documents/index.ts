import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope.ts';
import { notFound } from '../../../lib/errors.ts';
import { listDocuments } from '../../../services/documents/list-documents.ts';
import { getDocumentById, recordDocumentView } from '../../../services/documents/get-document.ts';
import { visitorOf } from '../../../services/analytics/daily-visitors.ts';
import { getDocumentViewBySlug } from '../../../services/documents/get-document-view.ts';
import { countDocumentsByType, documentCategories, documentStats } from '../../../services/documents/document-stats.ts';
import { documentCitationsQuery, documentCitationsResponse } from '@batas/shared/contracts/document-citations';
import { documentCitations } from '../../../services/documents/document-citations.ts';
import { documentRelationsQuery, documentRelationsResponse } from '@batas/shared/contracts/document-relations';
import { documentRelations } from '../../../services/documents/document-relations.ts';
import { recordSearch } from '../../../services/analytics/record-search.ts';
import { notInLibrary } from '../../../services/search/not-in-library.ts';
import { lawCategoryOptions } from '../../../services/documents/document-options.ts';
import * as schema from '@batas/shared/contracts/documents';
import { documentViewResponse } from '@batas/shared/contracts/document-resolve';
import resolveRoutes from './resolve.ts';

const tags = ['documents'];

const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(resolveRoutes);

  app.get(
    '/',
    {
      schema: {
        tags,
        querystring: schema.listDocumentsQuery,
        response: { 200: schema.listDocumentsResponse, 400: schema.errorSchema },
      },
    },
    async (request) => {
      const { search, q, documentType, ...rest } = request.query;
      const list = await listDocuments(app.db, { ...rest, search: search ?? q, documentTypes: documentType });
      const text = search ?? q;
      if (text && rest.page === 1) await recordSearch(app.db, text, list.pagination.totalDocuments);
      // Judged on the words the results are for: a misspelled case name that was corrected is not missing.
      const missing = text ? await notInLibrary(app.db, list.correctedSearch ?? text) : null;
      return ok(missing ? { ...list, notInLibrary: missing } : list);
    },
  );

  app.get('/types', { schema: { tags, response: { 200: schema.typeCountsResponse } } }, async () =>
    ok(await countDocumentsByType(app.db)),
  );

  app.get('/stats', { schema: { tags, response: { 200: schema.statsResponse } } }, async () =>
    ok(await documentStats(app.db)),
  );

  // The Law Category filter suggests the categories in use (any spelling finds them: the filter ignores case).
  app.get('/law-categories', { schema: { tags, response: { 200: schema.optionsResponse } } }, async () =>
    ok(await lawCategoryOptions(app.db)),
  );

  app.get('/categories', { schema: { tags, response: { 200: schema.categoriesResponse } } }, async () =>
    ok(await documentCategories(app.db)),
  );

  app.get(
    '/slug/:slug',
    { schema: { tags, params: schema.slugParams, response: { 200: documentViewResponse, 404: schema.errorSchema } } },
    async (request) => {
      const document = await getDocumentViewBySlug(app.db, request.params.slug);
      if (!document) throw notFound('Document not found');
      await recordDocumentView(app.db, document.id, visitorOf(request));
      return ok(document);
    },
  );

  app.get(
    '/:slug/citations',
    {
      schema: {
        tags,
        params: schema.slugParams,
        querystring: documentCitationsQuery,
        response: { 200: documentCitationsResponse, 400: schema.errorSchema, 404: schema.errorSchema },
      },
    },
    async (request) => {
      const citations = await documentCitations(app.db, request.params.slug, request.query);
      if (!citations) throw notFound('Document not found');
      return ok(citations);
    },
  );

  app.get(
    '/:slug/relations',
    {
      schema: {
        tags,
        params: schema.slugParams,
        querystring: documentRelationsQuery,
        response: { 200: documentRelationsResponse, 400: schema.errorSchema, 404: schema.errorSchema },
      },
    },
    async (request) => {
      const relations = await documentRelations(app.db, request.params.slug, request.query);
      if (!relations) throw notFound('Document not found');
      return ok(relations);
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        params: schema.idParams,
        response: { 200: schema.documentResponse, 400: schema.errorSchema, 404: schema.errorSchema },
      },
    },
    async (request) => {
      const document = await getDocumentById(app.db, request.params.id);
      if (!document) throw notFound('Document not found');
      return ok(document);
    },
  );
};

export default documentRoutes;
