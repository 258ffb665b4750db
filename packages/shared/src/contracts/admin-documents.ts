import { z } from 'zod';
import { adminDocumentSchema, adminDocumentUpdateSchema } from '../schemas/admin-document.ts';
import {
  documentSchema,
  listDocumentsQuery,
  listDocumentsResponse,
  optionsResponse as optionListResponse,
} from './documents.ts';

/** The library's list query and answer (data.documents, data.pagination.totalDocuments), with every document. */
export { listDocumentsQuery, listDocumentsResponse, optionListResponse };

export const createDocumentBody = adminDocumentSchema;
export const updateDocumentBody = adminDocumentUpdateSchema;

export const documentResponse = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: documentSchema,
});
