import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../../lib/envelope.ts';
import { notFound } from '../../../../lib/errors.ts';
import { listDocuments } from '../../../../services/documents/list-documents.ts';
import { getDocumentById } from '../../../../services/documents/get-document.ts';
import { createDocument } from '../../../../services/admin-documents/create-document.ts';
import { updateDocument } from '../../../../services/admin-documents/update-document.ts';
import { deleteDocument } from '../../../../services/admin-documents/delete-document.ts';
import {
  courtLevelOptions,
  documentTypeOptions,
  lawCategoryOptions,
} from '../../../../services/documents/document-options.ts';
import { guardSection } from '../guard.ts';
import { guardedErrors, messageResponse, uuidParams } from '@batas/shared/contracts/admin-common';
import * as schema from '@batas/shared/contracts/admin-documents';

const tags = ['admin'];

/** Document Management: super_admin, admin and content_manager (ADMIN_ACCESS.documents). */
const adminDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  guardSection(app, 'documents');

  app.get(
    '/',
    {
      schema: {
        tags,
        querystring: schema.listDocumentsQuery,
        response: { 200: schema.listDocumentsResponse, ...guardedErrors },
      },
    },
    async (request) => {
      const { search, q, documentType, ...rest } = request.query;
      return ok(await listDocuments(app.db, { ...rest, search: search ?? q, documentTypes: documentType }));
    },
  );

  const options = { schema: { tags, response: { 200: schema.optionListResponse, ...guardedErrors } } };
  app.get('/types', options, async () => ok(await documentTypeOptions(app.db)));
  app.get('/court-levels', options, async () => ok(await courtLevelOptions(app.db)));
  app.get('/law-categories', options, async () => ok(await lawCategoryOptions(app.db)));

  app.get(
    '/:id',
    { schema: { tags, params: uuidParams, response: { 200: schema.documentResponse, ...guardedErrors } } },
    async (request) => {
      const document = await getDocumentById(app.db, request.params.id);
      if (!document) throw notFound('Document not found');
      return ok(document);
    },
  );

  app.post(
    '/',
    { schema: { tags, body: schema.createDocumentBody, response: { 201: schema.documentResponse, ...guardedErrors } } },
    async (request, reply) => {
      const document = await createDocument(app.db, request.user!, request.body);
      return reply.code(201).send({ success: true as const, message: 'Document created', data: document });
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        params: uuidParams,
        body: schema.updateDocumentBody,
        response: { 200: schema.documentResponse, ...guardedErrors },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Document updated',
      data: await updateDocument(app.db, request.user!, request.params.id, request.body),
    }),
  );

  app.delete(
    '/:id',
    { schema: { tags, params: uuidParams, response: { 200: messageResponse, ...guardedErrors } } },
    async (request) => {
      await deleteDocument(app.db, request.user!, request.params.id);
      return { success: true as const, message: 'Document deleted' };
    },
  );
};

export default adminDocumentRoutes;
