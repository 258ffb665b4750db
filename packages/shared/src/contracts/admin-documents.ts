import { z } from 'zod';
import { adminDocumentSchema, adminDocumentUpdateSchema } from '../schemas/admin-document.ts';
import {
  documentSchema,
  listDocumentsQuery,
  listDocumentsResponse,
  optionsResponse as optionListResponse,
} from './documents.ts';
import { guardedErrors, messageResponse, uuidParams } from './admin-common.ts';
import { defineRoute } from './route.ts';

/** The library's list query and answer (data.documents, data.pagination.totalDocuments), with every document. */
export { listDocumentsQuery, listDocumentsResponse, optionListResponse };

export const createDocumentBody = adminDocumentSchema;
export const updateDocumentBody = adminDocumentUpdateSchema;

export const documentResponse = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: documentSchema,
});

const tags = ['admin'];

/** GET /api/admin/documents: Document Management's list (drafts and every type included). */
export const adminListDocumentsRoute = defineRoute({
  method: 'GET',
  path: '/admin/documents',
  tags,
  query: listDocumentsQuery,
  responses: { 200: listDocumentsResponse, ...guardedErrors },
});

const optionList = <const Path extends `/admin/documents/${string}`>(path: Path) =>
  defineRoute({ method: 'GET', path, tags, responses: { 200: optionListResponse, ...guardedErrors } });

/** The filters' and the form's choices. */
export const documentTypeOptionsRoute = optionList('/admin/documents/types');
export const courtLevelOptionsRoute = optionList('/admin/documents/court-levels');
export const lawCategoryOptionsRoute = optionList('/admin/documents/law-categories');

export const adminGetDocumentRoute = defineRoute({
  method: 'GET',
  path: '/admin/documents/:id',
  tags,
  params: uuidParams,
  responses: { 200: documentResponse, ...guardedErrors },
});

export const adminCreateDocumentRoute = defineRoute({
  method: 'POST',
  path: '/admin/documents',
  tags,
  body: createDocumentBody,
  responses: { 201: documentResponse, ...guardedErrors },
});

export const adminUpdateDocumentRoute = defineRoute({
  method: 'PUT',
  path: '/admin/documents/:id',
  tags,
  params: uuidParams,
  body: updateDocumentBody,
  responses: { 200: documentResponse, ...guardedErrors },
});

export const adminDeleteDocumentRoute = defineRoute({
  method: 'DELETE',
  path: '/admin/documents/:id',
  tags,
  params: uuidParams,
  responses: { 200: messageResponse, ...guardedErrors },
});
