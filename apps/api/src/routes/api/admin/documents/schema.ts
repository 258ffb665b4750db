import { z } from 'zod';
import { adminDocumentSchema, adminDocumentUpdateSchema } from '@batas/shared/schemas/admin-document';
import { documentSchema, listDocumentsQuery, listDocumentsResponse } from '../../documents/schema.ts';

/** The library's list query and answer (data.documents, data.pagination.totalDocuments), with every document. */
export { listDocumentsQuery, listDocumentsResponse };

export const createDocumentBody = adminDocumentSchema;
export const updateDocumentBody = adminDocumentUpdateSchema;

export const documentResponse = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: documentSchema,
});

export const optionListResponse = z.object({
  success: z.literal(true),
  data: z.array(z.object({ _id: z.string(), name: z.string(), count: z.number() })),
});
