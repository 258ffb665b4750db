import { z } from 'zod';

/**
 * The admin document form: title and document type required, everything
 * else optional, the date a date input. Shared by the API (POST/PUT /api/admin/documents) and the web modal,
 * so both refuse the same input with the same words.
 */
export const ADMIN_DOCUMENT_MESSAGES = {
  titleRequired: 'Title is required',
  documentTypeRequired: 'Document type is required',
  dateInvalid: 'Date must be a valid date (YYYY-MM-DD)',
} as const;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .nullish()
    .transform((value) => value || null);

const isRealDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

export const documentDateField = z
  .string()
  .trim()
  .nullish()
  .transform((value) => value || null)
  .refine(
    (value) => value === null || (/^\d{4}-\d{2}-\d{2}$/.test(value) && isRealDate(value)),
    ADMIN_DOCUMENT_MESSAGES.dateInvalid,
  );

export const adminDocumentFields = {
  title: z
    .string({ error: ADMIN_DOCUMENT_MESSAGES.titleRequired })
    .trim()
    .min(1, ADMIN_DOCUMENT_MESSAGES.titleRequired)
    .max(4000, 'Must be at most 4000 characters'),
  documentType: z
    .string({ error: ADMIN_DOCUMENT_MESSAGES.documentTypeRequired })
    .trim()
    .min(1, ADMIN_DOCUMENT_MESSAGES.documentTypeRequired)
    .max(200, 'Must be at most 200 characters'),
  courtLevel: optionalText(200),
  lawCategory: optionalText(200),
  citation: optionalText(2000),
  grNumber: optionalText(2000),
  dateDecided: documentDateField,
  ponente: optionalText(2000),
  petitioner: optionalText(2000),
  respondent: optionalText(2000),
  subject: optionalText(2000),
  legalTopics: z
    .array(z.string().trim().max(200, 'Each topic must be at most 200 characters'))
    .max(100, 'At most 100 topics')
    .nullish()
    .transform((topics) => [...new Set((topics ?? []).filter(Boolean))]),
  fullText: z
    .string()
    .max(20_000_000, 'Full text is too large')
    .nullish()
    .transform((value) => value?.trim() || null),
  summary: optionalText(20_000),
  isVerified: z.boolean({ error: 'Must be true or false' }).optional(),
};

export const adminDocumentSchema = z.object(adminDocumentFields);
/** PUT: the same fields, each optional; a field that is sent is validated like on create. */
export const adminDocumentUpdateSchema = adminDocumentSchema.partial();

export type AdminDocumentInput = z.input<typeof adminDocumentSchema>;
export type AdminDocumentValues = z.output<typeof adminDocumentSchema>;
