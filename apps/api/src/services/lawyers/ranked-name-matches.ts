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
  const rows: Row[] = [];
  let skip = request.offset ?? 0;
  for (const exact of [true, false]) {
    const params = new SqlParams();
    const where = [...tierConditions(params, request.query, exact), ...(request.filters?.(params) ?? [])].join(' AND ');
    const more = exact ? undefined : wholeWordCount(params, request.query);
    const order = more ? `${more} DESC, ${alphabeticalOrder()}` : alphabeticalOrder();
    const countValues = [...params.values];
    const page = await db.query<Row>(
      `SELECT ${request.columns} FROM lawyers l WHERE ${where} ORDER BY ${order}
       LIMIT ${params.add(request.limit - rows.length)} OFFSET ${params.add(skip)}`,
      params.values,
    );
    rows.push(...page.rows);
    if (rows.length >= request.limit || !exact) break;
    // The next tier's page starts after this tier's matches that lay before the page. Only when the page lies
    // wholly beyond them does that number take a count.
    skip = page.rows.length || !skip ? 0 : skip - (await countWhere(db, where, countValues));
  }
  return rows;
}

/**
 * An exact match is a match, so the first tier is the exact condition alone: with the substring condition beside
 * it, the planner multiplied their selectivities (1,432 'pena' estimated as 30) and sorted where it should walk.
 */
function tierConditions(params: SqlParams, query: string, exact: boolean): string[] {
  if (exact) return [exactNameCondition(params, query)];
  return [nameSearchCondition(params, query), `NOT ${exactNameCondition(params, query)}`];
}

/** How many lawyers meet a condition on `l` (a page's total, a tier's size). */
export async function countWhere(db: Queryable, where: string, values: unknown[]): Promise<number> {
  const result = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM lawyers l WHERE ${where}`, values);
  return result.rows[0]!.total;
}
