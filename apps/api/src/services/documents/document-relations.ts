import type { Queryable } from '@batas/db';
import type {
  DocumentRelations,
  DocumentRelationsQuery,
  RelatedLaw,
  RelationList,
} from '@batas/shared/contracts/document-relations';
import { documentHeading, shortCaseName } from '@batas/shared/names';

interface RelationRow {
  slug: string | null;
  citation: string | null;
  canonical: string;
  title: string | null;
  short_title: string | null;
  document_type: string | null;
  date: string | null;
  provisions: string[];
  partial: boolean;
  context: string;
  total: number;
}

const DECISION_TYPES = new Set(['Supreme Court Decision', 'Decision']);

/** Each list: the stored kind, and whether this document is the source (it acts) or the target (it is acted on). */
const LISTS: ReadonlyArray<[RelationList, string, 'source' | 'target']> = [
  ['amends', 'amends', 'source'],
  ['amendedBy', 'amends', 'target'],
  ['repeals', 'repeals', 'source'],
  ['repealedBy', 'repeals', 'target'],
  ['declaresUnconstitutional', 'declaresUnconstitutional', 'source'],
  ['declaredUnconstitutionalBy', 'declaresUnconstitutional', 'target'],
];

// The other law of a relation this document makes: its target when in the library, else only the citation.
const ACTS = `SELECT d.slug, d.citation, r.canonical, d.title, d.short_title, d.document_type,
         coalesce(d.document_date, r.cited_date)::text AS date, r.provisions, r.partial, r.context,
         count(*) OVER ()::int AS total
  FROM document_relations r LEFT JOIN documents d ON d.id = r.target_id
  WHERE r.source_id = $1 AND r.kind = $2
  ORDER BY coalesce(d.document_date, r.cited_date) DESC NULLS LAST, r.position LIMIT $3 OFFSET $4`;
// The other law of a relation made of this document: the text that acts on it, through the target index.
const ACTED_ON = `SELECT d.slug, d.citation, r.canonical, d.title, d.short_title, d.document_type,
         d.document_date::text AS date, r.provisions, r.partial, r.context, count(*) OVER ()::int AS total
  FROM document_relations r JOIN documents d ON d.id = r.source_id
  WHERE r.target_id = $1 AND r.kind = $2
  ORDER BY r.source_date DESC NULLS LAST, r.id LIMIT $3 OFFSET $4`;

/** A document's relations, six pages of `limit` each; null when no document has this slug. */
export async function documentRelations(
  db: Queryable,
  slug: string,
  query: DocumentRelationsQuery,
): Promise<DocumentRelations | null> {
  const found = await db.query<{ id: string }>('SELECT id FROM documents WHERE slug = $1', [slug]);
  const id = found.rows[0]?.id;
  if (!id) return null;
  const offset = (query.page - 1) * query.limit;
  const pages = await Promise.all(
    LISTS.map(async ([, kind, side]) => {
      const { rows } = await db.query<RelationRow>(side === 'source' ? ACTS : ACTED_ON, [
        id,
        kind,
        query.limit,
        offset,
      ]);
      // A page past the end has no rows to carry the total: count it alone.
      const total = rows[0]?.total ?? (offset > 0 ? await countList(db, id, kind, side) : 0);
      return { items: rows.map(relatedLaw), total };
    }),
  );
  const lists = Object.fromEntries(LISTS.map(([name], index) => [name, pages[index]!])) as Record<
    RelationList,
    { items: RelatedLaw[]; total: number }
  >;
  return { ...lists, pagination: { page: query.page, limit: query.limit } };
}

async function countList(db: Queryable, id: string, kind: string, side: 'source' | 'target'): Promise<number> {
  const column = side === 'source' ? 'source_id' : 'target_id';
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM document_relations WHERE ${column} = $1 AND kind = $2`,
    [id, kind],
  );
  return rows[0]?.n ?? 0;
}

function relatedLaw(row: RelationRow): RelatedLaw {
  const inLibrary = row.slug !== null && row.title !== null;
  const isDecision = row.document_type !== null && DECISION_TYPES.has(row.document_type);
  return {
    slug: row.slug,
    citation: row.citation ?? row.canonical,
    title: row.title,
    // A decision is known by its case name ('Tatad v. Secretary of Energy'), a law by its short title or title.
    heading: inLibrary
      ? ((isDecision ? shortCaseName(row.title) : null) ??
        documentHeading({ title: row.title, shortTitle: row.short_title }))
      : null,
    documentType: row.document_type,
    date: row.date,
    provisions: row.provisions,
    partial: row.partial,
    context: row.context,
  };
}
