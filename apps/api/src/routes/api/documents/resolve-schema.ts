import { z } from 'zod';
import { errorSchema, successSchema } from '../../../lib/envelope.ts';
import { documentSchema } from './schema.ts';

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

export { errorSchema };
