import { z } from 'zod';
import { errorSchema, successSchema } from './envelope.ts';
import { documentSchema } from './documents.ts';

/** The viewer's document: every stored field plus the body as sanitised, cleaned, citation-linked HTML. */
export const documentViewSchema = documentSchema.extend({ renderedHtml: z.string() });

export const documentViewResponse = successSchema(documentViewSchema);

// Long pasted citations ('G.R. Nos. 146710-15, 146718-23 & 146724-29, March 2, 2001') still fit.
export const resolveParams = z.object({
  citation: z.string().trim().min(1, 'names no document').max(300, 'is too long'),
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
    candidates: z.array(
      z.object({
        title: z.string(),
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

export type ViewerDocument = z.infer<typeof documentViewSchema>;
export type Resolved = z.infer<typeof resolveResponse>['data'];
export type CandidateChoice = z.infer<typeof candidatesResponse>['data'];
export type DocumentCandidate = CandidateChoice['candidates'][number];
export type MissingCitation = NonNullable<NonNullable<z.infer<typeof notFoundResponse>['data']>['citation']>;

export { errorSchema };
