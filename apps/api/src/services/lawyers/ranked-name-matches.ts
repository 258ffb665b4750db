import type { Queryable } from '@batas/db';
import { SqlParams } from '../../lib/sql-params.ts';
import { alphabeticalOrder, exactNameCondition, nameSearchCondition, wholeWordCount } from './name-search.ts';

export interface RankedNameRequest {
  /** Columns of `lawyers l` to return. */
  columns: string;
  query: string;
  /** Further conditions on `l` (the directory's filters), written into each query's own parameters. */
  filters?: (params: SqlParams) => string[];
  limit: number;
  offset?: number;
}

/**
 * One page of a name search in relevance order: first the exact matches (roll number, or every word whole) in
 * alphabetical order, then the other matches, those with more whole words first. Each tier is its own query so
 * that its order is an index's order: a page of a common name ('santos', 'de') is read from lawyers_name_order and
 * stops at the page's end, instead of ranking thousands of matches. Ordering all matches at once by an expression
 * took 20–28 ms for 'de' on 80,000 lawyers; see docs/performance.md.
 */
export async function rankedNameMatches<Row>(db: Queryable, request: RankedNameRequest): Promise<Row[]> {
  const offset = request.offset ?? 0;
  const exact = tierQuery(request, true);
  const exactRows = await pageOf<Row>(db, request.columns, exact, request.limit, offset);
  if (exactRows.length === request.limit) return exactRows;
  // The rest's page starts after the exact matches that lay before the page: none when this page holds some of
  // them, or starts at the top; otherwise the page lies wholly beyond them, and only then does their number take a
  // count.
  const restOffset = exactRows.length || !offset ? 0 : offset - (await countWhere(db, exact.where, exact.values));
  const restRows = await pageOf<Row>(
    db,
    request.columns,
    tierQuery(request, false),
    request.limit - exactRows.length,
    restOffset,
  );
  return [...exactRows, ...restRows];
}

interface TierQuery {
  where: string;
  order: string;
  values: unknown[];
}

/**
 * The exact tier is the exact condition alone: an exact match is a match, and with the substring condition beside
 * it the planner multiplied their selectivities (1,432 'pena' estimated as 30) and sorted where it should walk.
 */
function tierQuery(request: RankedNameRequest, exact: boolean): TierQuery {
  const params = new SqlParams();
  const name = exact
    ? [exactNameCondition(params, request.query)]
    : [nameSearchCondition(params, request.query), `NOT ${exactNameCondition(params, request.query)}`];
  const where = [...name, ...(request.filters?.(params) ?? [])].join(' AND ');
  const more = exact ? undefined : wholeWordCount(params, request.query);
  return { where, order: more ? `${more} DESC, ${alphabeticalOrder()}` : alphabeticalOrder(), values: params.values };
}

async function pageOf<Row>(
  db: Queryable,
  columns: string,
  tier: TierQuery,
  limit: number,
  offset: number,
): Promise<Row[]> {
  const values = [...tier.values, limit, offset];
  const result = await db.query<Row>(
    `SELECT ${columns} FROM lawyers l WHERE ${tier.where} ORDER BY ${tier.order} LIMIT $${values.length - 1} OFFSET $${values.length}`,
    values,
  );
  return result.rows;
}

/** How many lawyers meet a condition on `l` (a page's total, a tier's size). */
export async function countWhere(db: Queryable, where: string, values: unknown[]): Promise<number> {
  const result = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM lawyers l WHERE ${where}`,
    values,
  );
  return result.rows[0]!.total;
}
