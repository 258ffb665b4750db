import type { Queryable } from '@batas/db';
import { DOCUMENT_CATEGORIES } from '@batas/shared/constants';

export async function countDocumentsByType(db: Queryable) {
  const result = await db.query<{ _id: string; count: number }>(
    'SELECT document_type AS "_id", count(*)::int AS count FROM documents GROUP BY document_type ORDER BY count DESC, document_type',
  );
  return result.rows;
}

export async function documentStats(db: Queryable) {
  const [totals, byType] = await Promise.all([
    // Three index-only questions instead of one pass over every row (the table's pages hold the full texts).
    db.query<{ total: number; verified: number; last_updated: Date | null }>(
      `SELECT (SELECT count(*)::int FROM documents) AS total,
              (SELECT count(*)::int FROM documents WHERE is_verified) AS verified,
              (SELECT max(updated_at) FROM documents) AS last_updated`,
    ),
    countDocumentsByType(db),
  ]);
  const row = totals.rows[0];
  return {
    totalDocuments: row?.total ?? 0,
    verifiedDocuments: row?.verified ?? 0,
    byType,
    lastUpdated: row?.last_updated ? new Date(row.last_updated).toISOString() : null,
  };
}

/** The category map with a count per tab and subcategory, from one grouped query. */
export async function documentCategories(db: Queryable) {
  const counts = new Map((await countDocumentsByType(db)).map((entry) => [entry._id, entry.count]));
  const sum = (types: readonly string[]) => types.reduce((total, type) => total + (counts.get(type) ?? 0), 0);
  const everything = [...counts.values()].reduce((total, count) => total + count, 0);
  return DOCUMENT_CATEGORIES.map((category) => ({
    key: category.key,
    label: category.label,
    types: [...category.types],
    count: category.key === 'all' ? everything : sum(category.types),
    subcategories: category.subcategories.map((entry) => ({
      ...entry,
      types: [...entry.types],
      count: sum(entry.types),
    })),
  }));
}
