import { z } from 'zod';
import { CITATION_FORMS } from '../citations/citation-forms.ts';
import { safeText } from '../schemas/safe-text.ts';
import { guardedErrors, pageQuery } from './admin-common.ts';
import { defineRoute } from './route.ts';
import { successSchema } from './envelope.ts';

/**
 * Admin → Citator (ADMIN_ACCESS.citator): the report crosswalk's review and the library's health.
 * packages/db/src/citator/README.md says what the crosswalk is and how its review is kept.
 */

export const REPORT_SERIES = ['SCRA', 'PHIL', 'OG'] as const;

/**
 * Which report pages the review lists: 'review' (the default) is conflicts and thin mappings not yet decided;
 * 'conflicts' are pages whose evidence disagrees (left unmapped); 'thin' are mappings resting on a single citing
 * document or disputed by another; 'decided' are the pages an administrator confirmed, changed or removed.
 */
export const REVIEW_FILTERS = ['review', 'conflicts', 'thin', 'decided'] as const;
export type ReviewFilter = (typeof REVIEW_FILTERS)[number];

/** A mapping supported by fewer citing documents than this is thin. */
export const THIN_SUPPORT = 2;

export const reportPagesQuery = z.object({
  ...pageQuery,
  limit: pageQuery.limit.default(20),
  filter: z.enum(REVIEW_FILTERS, { message: `must be one of ${REVIEW_FILTERS.join(', ')}` }).default('review'),
  series: z.enum(REPORT_SERIES, { message: `must be one of ${REPORT_SERIES.join(', ')}` }).optional(),
  volume: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be 1 or more')
    .max(5000, 'must be at most 5000')
    .optional(),
});
export type ReportPagesQuery = z.input<typeof reportPagesQuery>;

/** 'scra:136-27', as the crosswalk keys a page. */
export const reportPageParams = z.object({
  key: safeText().regex(/^(scra|phil|og):\d{1,5}-\d{1,5}$/, 'must be a report page key such as scra:136-27'),
});

export const REPORT_PAGE_ACTIONS = ['confirm', 'change', 'remove'] as const;

/**
 * An administrator's decision on a page. A change names the decision the page is, by its id or by its address in
 * the library (its slug, as in /law-library/<slug>).
 */
export const reportPageDecisionBody = z
  .object({
    action: z.enum(REPORT_PAGE_ACTIONS, { message: `must be one of ${REPORT_PAGE_ACTIONS.join(', ')}` }),
    documentId: safeText().uuid('must be an id (UUID)').optional(),
    slug: safeText().trim().min(1, 'must not be empty').max(300, 'must be at most 300 characters').optional(),
  })
  .superRefine((body, context) => {
    const named = Number(body.documentId !== undefined) + Number(body.slug !== undefined);
    if (body.action === 'change' && named === 0)
      context.addIssue({
        code: 'custom',
        path: ['documentId'],
        message: 'a change names the decision: documentId or slug',
      });
    if (body.action === 'change' && named === 2)
      context.addIssue({ code: 'custom', path: ['slug'], message: 'give documentId or slug, not both' });
    if (body.action !== 'change' && named > 0)
      context.addIssue({
        code: 'custom',
        path: [body.documentId !== undefined ? 'documentId' : 'slug'],
        message: 'only a change names a decision',
      });
  });
export type ReportPageDecision = z.input<typeof reportPageDecisionBody>;

/** A library document as the review shows it: its heading, citation and date, linked to its page. */
export const documentRefSchema = z.object({
  id: z.string(),
  /** documentLinkId: the path segment of /law-library/<linkId>. */
  linkId: z.string(),
  heading: z.string(),
  citation: z.string().nullable(),
  date: z.string().nullable(),
});
export type DocumentRef = z.infer<typeof documentRefSchema>;

/** What the texts say about a page: decisions named beside it by docket ('parallel') or by case name ('name'). */
export const pageEvidenceSchema = z.object({
  method: z.enum(['parallel', 'name']),
  /** The case name as the citing texts print it (by-name evidence only). */
  name: z.string().nullable(),
  /** The decision the evidence names; by name, every decision of that name (the volume's dates decide). */
  candidates: z.array(documentRefSchema),
  /** Distinct citing documents giving this evidence, and a few of them. */
  support: z.number(),
  citing: z.array(documentRefSchema),
});

export const reportPageSchema = z.object({
  key: z.string(),
  /** '136 SCRA 27'. */
  citation: z.string(),
  series: z.enum(REPORT_SERIES),
  volume: z.number(),
  page: z.number(),
  state: z.enum(['mapped', 'conflict', 'unmapped']),
  method: z.enum(['parallel', 'name', 'admin']).nullable(),
  /** Citing documents whose evidence names the mapped decision, and those naming another. */
  support: z.number(),
  dissent: z.number(),
  document: documentRefSchema.nullable(),
  decision: z
    .object({
      kind: z.enum(['confirmed', 'changed', 'removed']),
      by: z.string().nullable(),
      at: z.string(),
    })
    .nullable(),
  evidence: z.array(pageEvidenceSchema),
  minedAt: z.string(),
});
export type ReportPage = z.infer<typeof reportPageSchema>;

export const reportPagesResponse = successSchema(
  z.object({
    pages: z.array(reportPageSchema),
    total: z.number(),
    page: z.number(),
    limit: z.number(),
    /** How many pages each filter lists (for the tabs), whatever the series and volume. */
    counts: z.object({ conflicts: z.number(), thin: z.number(), decided: z.number() }),
  }),
);

export const reportPageDecisionResponse = successSchema(
  z.object({
    page: reportPageSchema,
    /** The decision the page led to before and after (ids; null: nowhere). */
    before: z.string().nullable(),
    after: z.string().nullable(),
  }),
);

/** GET /decisions?q=: decisions a page can be mapped to, found by the library's own search. */
export const decisionSearchQuery = z.object({
  q: safeText().trim().min(2, 'must be at least 2 characters').max(200, 'must be at most 200 characters'),
});
export const decisionSearchResponse = successSchema(z.object({ decisions: z.array(documentRefSchema) }));

export const formHealthSchema = z.object({
  form: z.enum(CITATION_FORMS),
  label: z.string(),
  citations: z.number(),
  resolved: z.number(),
  /** Citations that cannot name one document by themselves (an executive order without its year). */
  unnameable: z.number(),
});

export const missingCitationSchema = z.object({
  form: z.enum(CITATION_FORMS),
  canonical: z.string(),
  /** Library documents citing it. */
  citing: z.number(),
});

export const libraryHealthSchema = z.object({
  byForm: z.array(formHealthSchema),
  missing: z.array(missingCitationSchema),
  /** When the figures were taken (after each crosswalk build, or on request), and how long that took. */
  computedAt: z.string(),
  durationMs: z.number(),
});
export type LibraryHealth = z.infer<typeof libraryHealthSchema>;
export const libraryHealthResponse = successSchema(libraryHealthSchema);

const tags = ['admin', 'citator'];

/** GET /api/admin/citator/pages: report pages of the crosswalk to review, by filter. */
export const reportPagesRoute = defineRoute({
  method: 'GET',
  path: '/admin/citator/pages',
  tags,
  query: reportPagesQuery,
  responses: { 200: reportPagesResponse, ...guardedErrors },
});

/** POST /api/admin/citator/pages/{key}/decision: confirms, changes or removes a page's mapping. */
export const reportPageDecisionRoute = defineRoute({
  method: 'POST',
  path: '/admin/citator/pages/:key/decision',
  tags,
  params: reportPageParams,
  body: reportPageDecisionBody,
  responses: { 200: reportPageDecisionResponse, ...guardedErrors },
});

export const decisionSearchRoute = defineRoute({
  method: 'GET',
  path: '/admin/citator/decisions',
  tags,
  query: decisionSearchQuery,
  responses: { 200: decisionSearchResponse, ...guardedErrors },
});

/** GET /api/admin/citator/health: which citations resolve, which documents the library lacks. */
export const libraryHealthRoute = defineRoute({
  method: 'GET',
  path: '/admin/citator/health',
  tags,
  responses: { 200: libraryHealthResponse, ...guardedErrors },
});

export const refreshLibraryHealthRoute = defineRoute({
  method: 'POST',
  path: '/admin/citator/health/refresh',
  tags,
  responses: { 200: libraryHealthResponse, ...guardedErrors },
});
