import { adminDocumentSchema, type AdminDocumentValues } from '@batas/shared/schemas/admin-document';
import type { LibraryDocument as AdminDocument } from '@batas/shared/contracts/documents';

/** The modal's field values: strings for inputs ('' = empty), a list for topics, a boolean for 'Verified Document'. */
export interface DocumentFormValues {
  title: string;
  documentType: string;
  courtLevel: string;
  lawCategory: string;
  citation: string;
  grNumber: string;
  dateDecided: string;
  ponente: string;
  petitioner: string;
  respondent: string;
  subject: string;
  legalTopics: string[];
  fullText: string;
  summary: string;
  isVerified: boolean;
}

export const EMPTY_DOCUMENT: DocumentFormValues = {
  title: '',
  documentType: '',
  courtLevel: '',
  lawCategory: '',
  citation: '',
  grNumber: '',
  dateDecided: '',
  ponente: '',
  petitioner: '',
  respondent: '',
  subject: '',
  legalTopics: [],
  fullText: '',
  summary: '',
  isVerified: false,
};

export function toFormValues(document: AdminDocument): DocumentFormValues {
  return {
    title: document.title,
    documentType: document.documentType,
    courtLevel: document.courtLevel ?? '',
    lawCategory: document.lawCategory ?? '',
    citation: document.citation ?? '',
    grNumber: document.grNumber ?? '',
    dateDecided: document.dateDecided?.slice(0, 10) ?? '',
    ponente: document.ponente ?? '',
    petitioner: document.petitioner ?? '',
    respondent: document.respondent ?? '',
    subject: document.subject ?? '',
    legalTopics: document.legalTopics ?? [],
    fullText: document.content ?? '',
    summary: document.summary ?? '',
    isVerified: document.isVerified,
  };
}

/** The same zod schema as the API: the field messages are the server's, checked before sending. */
export function validateDocument(values: DocumentFormValues): {
  values?: AdminDocumentValues;
  errors: Record<string, string>;
} {
  const parsed = adminDocumentSchema.safeParse(values);
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return { errors };
}
