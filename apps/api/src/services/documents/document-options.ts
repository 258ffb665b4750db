import type { Queryable } from '@batas/db';
import { COURT_LEVELS, DOCUMENT_TYPES } from '@batas/shared/constants';

type Column = 'document_type' | 'court_level' | 'law_category';

/**
 * The values in use with their counts. Spellings that differ only in case are one value ('labor law' and
 * 'Labor Law'), shown in its most frequent spelling: the library's filter ignores case too.
 */
async function valueCounts(db: Queryable, column: Column): Promise<Map<string, number>> {
  const result = await db.query<{ value: string; count: number }>(
    `SELECT mode() WITHIN GROUP (ORDER BY ${column}) AS value, count(*)::int AS count FROM documents
     WHERE ${column} IS NOT NULL AND btrim(${column}) <> '' GROUP BY lower(${column})`,
  );
  return new Map(result.rows.map((row) => [row.value, row.count]));
}

/** The known values first (so an empty library still offers them), then whatever the data holds besides. */
function merge(known: readonly string[], counts: Map<string, number>) {
  const extra = [...counts.keys()].filter((value) => !known.includes(value)).sort((a, b) => a.localeCompare(b));
  return [...known, ...extra].map((value) => ({ _id: value, name: value, count: counts.get(value) ?? 0 }));
}

/** Document types, chosen by name in the form and the filter. */
export async function documentTypeOptions(db: Queryable) {
  return merge(DOCUMENT_TYPES, await valueCounts(db, 'document_type'));
}

export async function courtLevelOptions(db: Queryable) {
  return merge(COURT_LEVELS, await valueCounts(db, 'court_level'));
}

/** Law categories are free text set by editors and importers: only the ones in use are offered. */
export async function lawCategoryOptions(db: Queryable) {
  return merge([], await valueCounts(db, 'law_category'));
}
