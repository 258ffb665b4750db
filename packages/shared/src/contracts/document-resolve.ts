import { z } from 'zod';
import { safeText } from '../schemas/safe-text.ts';
import { errorSchema, successSchema } from './envelope.ts';
import { documentSchema, slugParams } from './documents.ts';
import { defineRoute } from './route.ts';

/**
 * One entry of a document's contents: a law's division (Book, Title, Chapter, Article, Section) or listed
 * provision, or a decision's part or sub-heading. `id` is the anchor in renderedHtml ('art-19'); depth 0 is top.
 */
export const documentOutlineEntrySchema = z.object({
  id: z.string(),
  label: z.string(),
  caption: z.string().nullable(),
  depth: z.number().int().min(0),
});
export type DocumentOutlineEntry = z.infer<typeof documentOutlineEntrySchema>;

/** The viewer's document: every stored field, the body as sanitised, cleaned, citation-linked HTML, its contents. */
export const documentViewSchema = documentSchema.extend({
  renderedHtml: z.string(),
  outline: z.array(documentOutlineEntrySchema),
});

export const documentViewResponse = successSchema(documentViewSchema);

// Long pasted citations ('G.R. Nos. 146710-15, 146718-23 & 146724-29, March 2, 2001') still fit.
export const resolveParams = z.object({
  citation: safeText().trim().min(1, 'names no document').max(300, 'is too long'),
});

export const resolveResponse = successSchema(
  z.object({
    document: documentViewSchema,
    canonicalSlug: z.string(),
    matchedBy: z.enum(['slug', 'citation', 'report', 'title', 'id', 'search']),
  }),
);

export const candidatesResponse = z.object({
  success: z.literal(false),
  message: z.string(),
  data: z.object({
    /** 'several': the citation fits more than one document; 'date': its number is stored under other dates. */
    because: z.enum(['several', 'date']),
    /**
     * What the address asked for, in words: 'EXECUTIVE_ORDER-65' is 'Executive Order No. 65', a dated slug gives
     * its date apart ('May 30, 1985'), anything else reads as typed with dashes as spaces.
     */
    asked: z.object({ citation: z.string(), date: z.string().nullable() }),
    candidates: z.array(
      z.object({
        title: z.string(),
        /** As documents carry it: the title as a reader sees it. */
        heading: z.string(),
        citation: z.string().nullable(),
        date: z.string().nullable(),
        slug: z.string(),
        documentType: z.string(),
      }),
    ),
  }),
});

/** 404: nothing fits. When the address named a citation, what it was and the number to search the library for. */
export const notFoundResponse = errorSchema.extend({
  data: z.object({ citation: z.object({ text: z.string(), searchNumber: z.string() }).nullable() }).optional(),
});

/**
 * GET /api/documents/resolve/{citation}: 200 one document (with its canonical slug, which the viewer puts in the
 * address bar), 300 several to choose from, 404 none, 400 an address that cannot name a document.
 */
export const resolveDocumentRoute = defineRoute({
  method: 'GET',
  path: '/documents/resolve/:citation',
  tags: ['documents'],
  params: resolveParams,
  responses: { 200: resolveResponse, 300: candidatesResponse, 400: errorSchema, 404: notFoundResponse },
});

/** GET /api/documents/slug/{slug}: the viewer's document by its exact slug. */
export const documentBySlugRoute = defineRoute({
  method: 'GET',
  path: '/documents/slug/:slug',
  tags: ['documents'],
  params: slugParams,
  responses: { 200: documentViewResponse, 404: errorSchema },
});

export type ViewerDocument = z.infer<typeof documentViewSchema>;
export type Resolved = z.infer<typeof resolveResponse>['data'];
export type CandidateChoice = z.infer<typeof candidatesResponse>['data'];
export type DocumentCandidate = CandidateChoice['candidates'][number];
export type MissingCitation = NonNullable<NonNullable<z.infer<typeof notFoundResponse>['data']>['citation']>;

export { errorSchema };
