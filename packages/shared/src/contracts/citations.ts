import { z } from 'zod';
import { safeText } from '../schemas/safe-text.ts';
import { errorSchema, successSchema } from './envelope.ts';
import { defineRoute } from './route.ts';

export const MAX_EXTRACT_TEXT_LENGTH = 100_000;
/** The citations one extract answers at most, in text order (a dense 100,000-character judgment holds about 3,000). */
export const MAX_EXTRACT_CITATIONS = 5_000;

export const extractBody = z.object({
  text: safeText().max(
    MAX_EXTRACT_TEXT_LENGTH,
    `must be at most ${MAX_EXTRACT_TEXT_LENGTH.toLocaleString('en-US')} characters`,
  ),
});

export const extractedCitationSchema = z.object({
  text: z.string(),
  start: z.number().int(),
  end: z.number().int(),
  kind: z.string(),
  serials: z.array(z.string()),
  date: z.string().nullable(),
  canonical: z.string(),
  /** The library address of the citation itself ('GR-L-63915-1985-04-24'); null for report citations. */
  slug: z.string().nullable(),
  document: z.object({ slug: z.string(), title: z.string() }).nullable(),
  /** How many library documents carry the number: 0 missing, 1 found, more when the date cannot choose. */
  candidates: z.number().int(),
});

export const extractResponse = successSchema(
  z.object({
    citations: z.array(extractedCitationSchema),
    /** True when the text held more than MAX_EXTRACT_CITATIONS citations: the list stops there. */
    truncated: z.boolean(),
  }),
);

/** POST /api/citations/extract: the citations of a pasted text, each with the library document it names. */
export const extractCitationsRoute = defineRoute({
  method: 'POST',
  path: '/citations/extract',
  tags: ['citations'],
  body: extractBody,
  responses: { 200: extractResponse, 400: errorSchema, 429: errorSchema },
});

export { errorSchema };
