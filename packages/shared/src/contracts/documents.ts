import { z } from 'zod';
import { lawStatusSchema } from './document-relations.ts';
import { safeText } from '../schemas/safe-text.ts';
import { LIMITS } from '../constants/index.ts';
import { errorSchema, successSchema } from './envelope.ts';
import { documentCitationsQuery, documentCitationsResponse } from './document-citations.ts';
import { documentRelationsQuery, documentRelationsResponse } from './document-relations.ts';
import { defineRoute } from './route.ts';

/** `documentType=A&documentType=B` and `documentType=A,B` both mean [A, B]. */
const stringList = z
  .union([safeText(), z.array(safeText())])
  .transform((value) =>
    (Array.isArray(value) ? value : [value])
      .flatMap((item) => item.split(','))
      .map((item) => item.trim())
      .filter(Boolean),
  )
  .pipe(z.array(safeText().max(100)).max(30));

const optionalText = (max: number) =>
  safeText()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .optional()
    .transform((value) => value || undefined);

export const DOCUMENT_SORTS = [
  'relevance',
  'date',
  'dateDecided',
  'dateEnacted',
  'title',
  'viewCount',
  /** Views in the last seven days (the daily counts): only documents read in that time are listed. */
  'viewsThisWeek',
  'citedByCount',
  'createdAt',
] as const;

export const listDocumentsQuery = z.object({
  page: z.coerce.number().int().min(1, 'must be 1 or more').max(100_000).default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1, 'must be 1 or more')
    .max(LIMITS.maxApiPageSize, `must be at most ${LIMITS.maxApiPageSize}`)
    .default(LIMITS.libraryPageSize),
  search: optionalText(500),
  q: optionalText(500),
  documentType: stringList.optional(),
  year: z.coerce
    .number({ message: 'must be a year' })
    .int('must be a whole year')
    .min(1800, 'must be 1800 or later')
    .max(2100, 'must be 2100 or earlier')
    .optional(),
  court: optionalText(100),
  courtLevel: optionalText(100),
  lawCategory: optionalText(100),
  isVerified: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  sortBy: z.enum(DOCUMENT_SORTS).optional(),
  sortOrder: z.enum(['asc', 'desc']).optional(),
});
export type ListDocumentsQuery = z.infer<typeof listDocumentsQuery>;

export const documentSummarySchema = z.object({
  _id: z.string(),
  id: z.string(),
  slug: z.string(),
  /** As stored: what an editor corrects. */
  title: z.string(),
  /**
   * The title as a reader sees it: bracketed docket parts removed, an all-caps title re-cased (cleanDocumentTitle);
   * '' when the document has no usable title.
   */
  heading: z.string(),
  /**
   * What readers call it, where its text says: a decision's short case name ('Tañada v. Tuvera'), a statute's short
   * title ('Data Privacy Act of 2012'). When set it is the heading, and fullTitle goes under it.
   */
  shortTitle: z.string().nullable(),
  /** The cleaned title in full (for a decision its whole caption), whatever the heading. */
  fullTitle: z.string(),
  /** The publisher has only a PDF of it: the document has no text here, and its page links to the source. */
  textAtSource: z.boolean(),
  documentType: z.string(),
  court: z.string().nullable(),
  courtLevel: z.string().nullable(),
  lawCategory: z.string().nullable(),
  citation: z.string().nullable(),
  grNumber: z.string().nullable(),
  dateDecided: z.string().nullable(),
  dateEnacted: z.string().nullable(),
  date: z.string().nullable(),
  year: z.number().nullable(),
  viewCount: z.number(),
  citedByCount: z.number(),
  isVerified: z.boolean(),
  excerpt: z.string(),
  highlight: z.string().nullable().optional(),
  /**
   * In search results: the provision of this law that the query names by its heading or its division ('theft' →
   * the Revised Penal Code's Art. 308, 'Who are liable for theft'), which the result links to; absent otherwise.
   */
  provision: z
    .object({
      /** The id of the provision's paragraph on the document's page: link to `#${anchor}`. */
      anchor: z.string(),
      /** 'Art. 308', 'Sec. 3'. */
      label: z.string(),
      /** As the text has it; null when the provision has no heading of its own. */
      heading: z.string().nullable(),
      /** The start of the provision's text, plain. */
      passage: z.string(),
      /** What the law is called ('Revised Penal Code'), for 'Revised Penal Code, Art. 308'; null when it has no name. */
      lawName: z.string().nullable(),
    })
    .optional(),
  /**
   * In library lists and search results: what the texts say of the law (GET /api/documents/{slug}/relations), in one
   * word for a badge; null when nothing is known (never 'in force').
   */
  status: lawStatusSchema.optional(),
});

export const documentSchema = documentSummarySchema.extend({
  /** How many citations the text makes (the 'Cites' panel's total), for the reading bar near the top. */
  citesCount: z.number(),
  caseNumber: z.string().nullable(),
  ponente: z.string().nullable(),
  division: z.string().nullable(),
  petitioner: z.string().nullable(),
  respondent: z.string().nullable(),
  subject: z.string().nullable(),
  legalTopics: z.array(z.string()),
  summary: z.string().nullable(),
  content: z.string().nullable(),
  htmlContent: z.string().nullable(),
  sourceUrl: z.string().nullable(),
  source: z.string().nullable(),
  sourceName: z.string().nullable(),
  /** The publisher's PDF of the document, when it has one. */
  pdfUrl: z.string().nullable(),
  /** Every copy the document was made from (publisher, page, PDF), the first being the one shown as its source. */
  sources: z.array(
    z.object({ sourceName: z.string(), sourceUrl: z.string().nullable(), pdfUrl: z.string().nullable() }),
  ),
  /** How a brief cites it ('Tañada v. Tuvera, G.R. No. L-63915, April 24, 1985'); null without a citation. */
  citeAs: z.string().nullable(),
  isSample: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const listDocumentsResponse = successSchema(
  z.object({
    documents: z.array(documentSummarySchema),
    /** Set when the search typed found nothing and these are the results of its spelling-corrected form. */
    correctedSearch: z.string().optional(),
    /**
     * Set when the search words name a case or citation the library does not hold ('G.R. No. 101083', 'Oposa v.
     * Factoran'): the words as the reader is told them and what to search for instead, as the viewer's 404 names them.
     */
    notInLibrary: z.object({ text: z.string(), searchNumber: z.string() }).optional(),
    pagination: z.object({
      page: z.number(),
      limit: z.number(),
      totalPages: z.number(),
      totalDocuments: z.number(),
      totalIsEstimate: z.boolean(),
      /** Set when a search sorted by relevance matched more than its pages show: only this many most relevant. */
      rankedResultsShown: z.number().optional(),
    }),
  }),
);

export const typeCountsResponse = successSchema(z.array(z.object({ _id: z.string(), count: z.number() })));

export const statsResponse = successSchema(
  z.object({
    totalDocuments: z.number(),
    verifiedDocuments: z.number(),
    byType: z.array(z.object({ _id: z.string(), count: z.number() })),
    lastUpdated: z.string().nullable(),
  }),
);

export const categoriesResponse = successSchema(
  z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      types: z.array(z.string()),
      count: z.number(),
      subcategories: z.array(
        z.object({ slug: z.string(), label: z.string(), types: z.array(z.string()), count: z.number() }),
      ),
    }),
  ),
);

export const optionsResponse = successSchema(
  z.array(z.object({ _id: z.string(), name: z.string(), count: z.number() })),
);

export const slugParams = z.object({ slug: safeText().min(1).max(300) });
export const idParams = z.object({ id: safeText().uuid('must be a document id') });
export const documentResponse = successSchema(documentSchema);
export { errorSchema };

const tags = ['documents'];

/** GET /api/documents: the library's list, filtered, sorted and searched. */
export const listDocumentsRoute = defineRoute({
  method: 'GET',
  path: '/documents',
  tags,
  query: listDocumentsQuery,
  responses: { 200: listDocumentsResponse, 400: errorSchema },
});

export const documentTypesRoute = defineRoute({
  method: 'GET',
  path: '/documents/types',
  tags,
  responses: { 200: typeCountsResponse },
});

export const documentStatsRoute = defineRoute({
  method: 'GET',
  path: '/documents/stats',
  tags,
  responses: { 200: statsResponse },
});

/** GET /api/documents/law-categories: the categories in use, for the Law Category filter's suggestions. */
export const lawCategoriesRoute = defineRoute({
  method: 'GET',
  path: '/documents/law-categories',
  tags,
  responses: { 200: optionsResponse },
});

/** GET /api/documents/categories: the library's tabs with the number of documents in each. */
export const documentCategoriesRoute = defineRoute({
  method: 'GET',
  path: '/documents/categories',
  tags,
  responses: { 200: categoriesResponse },
});

/** GET /api/documents/{slug}/citations: what the document cites and what cites it, a page of each. */
export const documentCitationsRoute = defineRoute({
  method: 'GET',
  path: '/documents/:slug/citations',
  tags,
  params: slugParams,
  query: documentCitationsQuery,
  responses: { 200: documentCitationsResponse, 400: errorSchema, 404: errorSchema },
});

/** GET /api/documents/{slug}/relations: what amends, repeals or strikes down the law, and what it does to others. */
export const documentRelationsRoute = defineRoute({
  method: 'GET',
  path: '/documents/:slug/relations',
  tags,
  params: slugParams,
  query: documentRelationsQuery,
  responses: { 200: documentRelationsResponse, 400: errorSchema, 404: errorSchema },
});

export const getDocumentRoute = defineRoute({
  method: 'GET',
  path: '/documents/:id',
  tags,
  params: idParams,
  responses: { 200: documentResponse, 400: errorSchema, 404: errorSchema },
});

export type DocumentSummary = z.infer<typeof documentSummarySchema>;
export type LibraryDocument = z.infer<typeof documentSchema>;
export type DocumentList = z.infer<typeof listDocumentsResponse>['data'];
export type DocumentTypeCount = z.infer<typeof typeCountsResponse>['data'][number];
export type DocumentStats = z.infer<typeof statsResponse>['data'];
export type DocumentCategoryCounts = z.infer<typeof categoriesResponse>['data'];
export type DocumentOption = z.infer<typeof optionsResponse>['data'][number];
/** What the web sends: the query's input form (numbers may be strings, lists repeat). */
export type DocumentsQuery = z.input<typeof listDocumentsQuery>;
