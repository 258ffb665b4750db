import { z } from 'zod';
import { successSchema } from './envelope.ts';

/**
 * GET /api/documents/{slug}/citations: what a document cites (in the order it cites them, each resolved to the
 * library document it names, or not), and the documents that cite it, newest first. Both lists are paged with
 * the same page and limit; `citedByType=decision` keeps only the decisions citing it (a statute's "Decisions
 * citing this law").
 */
export const CITATIONS_PAGE_SIZE = 20;
export const CITATIONS_MAX_PAGE_SIZE = 100;

export const documentCitationsQuery = z.object({
  page: z.coerce.number().int('must be a whole number').min(1, 'must be 1 or more').max(10_000).default(1),
  limit: z.coerce
    .number()
    .int('must be a whole number')
    .min(1, 'must be 1 or more')
    .max(CITATIONS_MAX_PAGE_SIZE, `must be at most ${CITATIONS_MAX_PAGE_SIZE}`)
    .default(CITATIONS_PAGE_SIZE),
  citedByType: z.enum(['decision']).optional(),
});
export type DocumentCitationsQuery = z.infer<typeof documentCitationsQuery>;

export const citedDocumentSchema = z.object({
  /** The citation as the document writes it (first occurrence). */
  text: z.string(),
  slug: z.string().nullable(),
  title: z.string().nullable(),
  /**
   * What a reader knows the cited document by: a decision's case name ('Tañada v. Tuvera'), a law's short title or
   * title. Null when it is not in the library.
   */
  heading: z.string().nullable(),
  documentType: z.string().nullable(),
});

export const citingDocumentSchema = z.object({
  slug: z.string(),
  title: z.string(),
  /** The title as a reader sees it, as a document's own `heading`. */
  heading: z.string(),
  documentType: z.string(),
  date: z.string().nullable(),
  /**
   * How it cites this document: the sentence the citation stands in (at most about 300 characters, plain text to be
   * escaped where shown), the citation itself from markStart to markEnd. Null for a citation read before the citator
   * kept sentences.
   */
  context: z.object({ text: z.string(), markStart: z.number(), markEnd: z.number() }).nullable(),
});

export const documentCitationsSchema = z.object({
  cites: z.array(citedDocumentSchema),
  citedBy: z.array(citingDocumentSchema),
  /** Every document citing this one (whatever citedByType says). */
  citedByCount: z.number(),
  pagination: z.object({
    page: z.number(),
    limit: z.number(),
    totalCites: z.number(),
    totalCitedBy: z.number(),
    /** Pages needed for the longer of the two lists. */
    totalPages: z.number(),
  }),
});

export const documentCitationsResponse = successSchema(documentCitationsSchema);

export type CitedDocument = z.infer<typeof citedDocumentSchema>;
export type CitingDocument = z.infer<typeof citingDocumentSchema>;
export type DocumentCitations = z.infer<typeof documentCitationsSchema>;
