import { extractRelations, relationRole } from '@batas/shared';
import type { Queryable } from '../client.ts';
import { resolveRelationTargets } from './resolve-targets.ts';

/** A written document as the relations need it (the citator's CitingDocument carries the same fields). */
export interface RelatingDocument {
  id: string;
  title?: string | null;
  documentType?: string | null;
  content: string | null;
  citationKeys: readonly string[];
  date: string | null;
  previousKeys?: readonly string[];
  isNew?: boolean;
}

interface StoredRelation {
  id: string;
  source_id: string;
  lookup_keys: string[];
  cited_date: string | null;
  cited_year: number | null;
  target_id: string | null;
  source_date: string | null;
  context: string;
}

const ROWS_PER_INSERT = 2000;

/**
 * Records what documents just written do to other laws, inside the writer's transaction and under the citator's
 * lock (the caller holds it): their relations are read again, each resolved to the law it names (or none), then the
 * back-fill: relations elsewhere that can name one of these documents (by their number, new or old) are resolved
 * again, so a law arriving after the law that amends it gets its "amended by" at once.
 */
export async function recordRelations(db: Queryable, documents: readonly RelatingDocument[]): Promise<void> {
  if (documents.length === 0) return;
  const stored = documents.filter((doc) => !doc.isNew).map((doc) => doc.id);
  if (stored.length > 0) await db.query('DELETE FROM document_relations WHERE source_id = ANY($1::uuid[])', [stored]);

  const fresh = documents.flatMap((doc) =>
    extractRelations({
      role: relationRole(doc.documentType),
      title: doc.title ?? null,
      content: doc.content,
      ownKeys: doc.citationKeys,
    }).map((relation, position) => ({ doc, relation, position })),
  );
  const targets = await resolveRelationTargets(
    db,
    fresh.map(({ doc, relation }) => ({
      lookupKeys: relation.lookupKeys,
      date: relation.target.date,
      year: relation.target.year ?? null,
      sourceId: doc.id,
      sourceDate: doc.date,
      context: relation.context,
    })),
  );
  const rows = fresh.map(({ doc, relation, position }, index) => ({
    source_id: doc.id,
    kind: relation.kind,
    canonical: relation.target.canonical,
    cited_kind: relation.target.kind,
    lookup_keys: relation.lookupKeys,
    cited_date: relation.target.date,
    cited_year: relation.target.year ?? null,
    target_id: targets[index],
    provisions: relation.provisions,
    partial: relation.partial,
    context: relation.context.slice(0, 2000),
    position,
    source_date: doc.date,
  }));
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    await db.query(
      `INSERT INTO document_relations (source_id, kind, canonical, cited_kind, lookup_keys, cited_date, cited_year,
         target_id, provisions, partial, context, position, source_date)
       SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(source_id uuid, kind text, canonical text, cited_kind text,
         lookup_keys text[], cited_date date, cited_year smallint, target_id uuid, provisions text[], partial boolean,
         context text, position integer, source_date date)
       ON CONFLICT (source_id, kind, canonical) DO NOTHING`,
      [JSON.stringify(rows.slice(start, start + ROWS_PER_INSERT))],
    );
  }
  const keys = documents.flatMap((doc) => [...doc.citationKeys, ...(doc.previousKeys ?? [])]);
  const edited = documents.filter((doc) => doc.previousKeys).map((doc) => doc.id);
  await reResolveRelations(
    db,
    keys,
    edited,
    documents.map((doc) => doc.id),
  );
}

/**
 * Resolves again the relations of other documents (not `skipSource`) that share a key with `keys` or pointed at
 * one of `ids`: after a write (back-fill), an edit (the number may have changed) or a delete (the target is gone,
 * and a relation undecided between it and another law may now name that one).
 */
export async function reResolveRelations(
  db: Queryable,
  keys: readonly string[],
  ids: readonly string[],
  skipSource: readonly string[] = [],
): Promise<void> {
  const unique = [...new Set(keys)];
  if (unique.length === 0 && ids.length === 0) return;
  const { rows } = await db.query<StoredRelation>(
    `SELECT DISTINCT ON (r.id) r.id, r.source_id, r.lookup_keys, r.cited_date::text AS cited_date, r.cited_year,
            r.target_id, r.source_date::text AS source_date, r.context
     FROM (SELECT found.id FROM unnest($1::text[]) AS k(key)
             CROSS JOIN LATERAL (SELECT id FROM document_relations WHERE lookup_keys[1] = k.key) AS found
           UNION ALL
           SELECT found.id FROM unnest($2::uuid[]) AS t(id)
             CROSS JOIN LATERAL (SELECT id FROM document_relations WHERE target_id = t.id) AS found) AS hit
     CROSS JOIN LATERAL (SELECT * FROM document_relations WHERE id = hit.id OFFSET 0) AS r
     WHERE NOT r.source_id = ANY($3::uuid[])`,
    [unique, ids, skipSource],
  );
  if (rows.length === 0) return;
  const targets = await resolveRelationTargets(
    db,
    rows.map((row) => ({
      lookupKeys: row.lookup_keys,
      date: row.cited_date,
      year: row.cited_year,
      sourceId: row.source_id,
      sourceDate: row.source_date,
      context: row.context,
    })),
  );
  const changed = rows.flatMap((row, index) =>
    row.target_id === (targets[index] ?? null) ? [] : [{ id: row.id, target_id: targets[index] ?? null }],
  );
  if (changed.length === 0) return;
  await db.query(
    `UPDATE document_relations AS r SET target_id = x.target_id
     FROM jsonb_to_recordset($1::jsonb) AS x(id bigint, target_id uuid) WHERE r.id = x.id`,
    [JSON.stringify(changed)],
  );
}
