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
import { route } from '../../../../lib/route.ts';
import * as schema from '@batas/shared/contracts/admin-documents';

/** Document Management: super_admin, admin and content_manager (ADMIN_ACCESS.documents). */
const adminDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  guardSection(app, 'documents');

  route(app, schema.adminListDocumentsRoute, {
    handler: async (request) => {
      const { search, q, documentType, ...rest } = request.query;
      return ok(await listDocuments(app.db, { ...rest, search: search ?? q, documentTypes: documentType }));
    },
  });

  route(app, schema.documentTypeOptionsRoute, { handler: async () => ok(await documentTypeOptions(app.db)) });
  route(app, schema.courtLevelOptionsRoute, { handler: async () => ok(await courtLevelOptions(app.db)) });
  route(app, schema.lawCategoryOptionsRoute, { handler: async () => ok(await lawCategoryOptions(app.db)) });

  route(app, schema.adminGetDocumentRoute, {
    handler: async (request) => {
      const document = await getDocumentById(app.db, request.params.id);
      if (!document) throw notFound('Document not found');
      return ok(document);
    },
  });

  route(app, schema.adminCreateDocumentRoute, {
    handler: async (request, reply) => {
      const document = await createDocument(app.db, request.user!, request.body);
      return reply.code(201).send({ success: true as const, message: 'Document created', data: document });
    },
  });

  route(app, schema.adminUpdateDocumentRoute, {
    handler: async (request) => ({
      success: true as const,
      message: 'Document updated',
      data: await updateDocument(app.db, request.user!, request.params.id, request.body),
    }),
  });

  route(app, schema.adminDeleteDocumentRoute, {
    handler: async (request) => {
      await deleteDocument(app.db, request.user!, request.params.id);
      return { success: true as const, message: 'Document deleted' };
    },
  });
};

export default adminDocumentRoutes;
