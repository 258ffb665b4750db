import { z } from 'zod';
import { successSchema } from './envelope.ts';

/**
 * GET /api/documents/{slug}/relations: the status of a law and what a text does to others, read from the texts
 * (packages/shared/src/relations). Six lists, each paged with the same page and limit, newest first, each with its
 * total: what this document amends, repeals or declares unconstitutional, and what amends, repeals or strikes it down.
 */
export const RELATIONS_PAGE_SIZE = 20;
export const RELATIONS_MAX_PAGE_SIZE = 100;

export const documentRelationsQuery = z.object({
  page: z.coerce.number().int('must be a whole number').min(1, 'must be 1 or more').max(10_000).default(1),
  limit: z.coerce
    .number()
    .int('must be a whole number')
    .min(1, 'must be 1 or more')
    .max(RELATIONS_MAX_PAGE_SIZE, `must be at most ${RELATIONS_MAX_PAGE_SIZE}`)
    .default(RELATIONS_PAGE_SIZE),
});
export type DocumentRelationsQuery = z.infer<typeof documentRelationsQuery>;

export const relatedLawSchema = z.object({
  /** The other document's slug; null when it is not in the library (or was deleted): then only its citation is known. */
  slug: z.string().nullable(),
  /** Its citation ('Republic Act No. 9231'; a decision's docket), or as the text cites it when not in the library. */
  citation: z.string(),
  title: z.string().nullable(),
  /** The name a reader knows it by (its short title or cleaned title; a decision's case name); null when not in the library. */
  heading: z.string().nullable(),
  documentType: z.string().nullable(),
  /** Its date (ISO), or the date printed with the citation when not in the library. */
  date: z.string().nullable(),
  /** The provisions named ('Section 21', 'Article 26'); empty for the whole law. */
  provisions: z.array(z.string()),
  /** Only part of the law ('insofar as inconsistent', provisions named). */
  partial: z.boolean(),
  /** The sentence (or title) that says it, plain text. */
  context: z.string(),
});

const relationListSchema = z.object({ items: z.array(relatedLawSchema), total: z.number() });

export const RELATION_LISTS = [
  'amends',
  'amendedBy',
  'repeals',
  'repealedBy',
  'declaresUnconstitutional',
  'declaredUnconstitutionalBy',
] as const;
export type RelationList = (typeof RELATION_LISTS)[number];

export const documentRelationsSchema = z.object({
  amends: relationListSchema,
  amendedBy: relationListSchema,
  repeals: relationListSchema,
  repealedBy: relationListSchema,
  declaresUnconstitutional: relationListSchema,
  declaredUnconstitutionalBy: relationListSchema,
  pagination: z.object({ page: z.number(), limit: z.number() }),
});

export const documentRelationsResponse = successSchema(documentRelationsSchema);

export type RelatedLaw = z.infer<typeof relatedLawSchema>;
export type DocumentRelations = z.infer<typeof documentRelationsSchema>;

/** A law's status in one word, for badges on cards and search results: the strongest of what is known. */
export const lawStatusSchema = z.enum(['amended', 'repealed', 'struck_down']).nullable();
export type LawStatus = z.infer<typeof lawStatusSchema>;
