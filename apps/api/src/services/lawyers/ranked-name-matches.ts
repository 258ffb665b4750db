import type { Queryable } from '@batas/db';
import { SqlParams } from '../../lib/sql-params.ts';
import {
  alphabeticalOrder,
  exactNameCondition,
  nameSearchCondition,
  namePartCondition,
  RANKED_NAME_PARTS,
  wholeWordCount,
} from './name-search.ts';

export interface RankedNameRequest {
  /** Columns of `lawyers l` to return. */
  columns: string;
  query: string;
  /** Further conditions on `l` (the directory's filters), written into each query's own parameters. */
  filters?: (params: SqlParams) => string[];
  /** A condition on `l` whose lawyers come before all others, each side in the tiers' order ('l.verified'). */
  firstThose?: string;
  limit: number;
  offset?: number;
}

/**
 * One page of a name search in relevance order: first the exact matches (roll number, or every word whole), then
 * the other matches, those with more whole words first. Within each, the matches in the surname come first, then
 * those in the first name, then the rest (middle name, suffix): a search for 'santos' lists the Santoses before the
 * lawyers whose mother was one. Each of these tiers is alphabetical and read by its own query, so that its order is
 * an index's order: a page of a common name ('santos', 'de') is read from lawyers_folded_name_order and stops at
 * the page's end, instead of ranking thousands of matches. Ordering all matches at once by an expression took
 * 20–28 ms for 'de' on 80,000 lawyers; see docs/performance.md.
 */
export async function rankedNameMatches<Row>(db: Queryable, request: RankedNameRequest): Promise<Row[]> {
  const rows: Row[] = [];
  // How many matches of the tiers still to read lie before the page.
  let skip = request.offset ?? 0;
  for (const tier of tiers(request)) {
    const page = await pageOf<Row>(db, request.columns, tier, request.limit - rows.length, skip);
    rows.push(...page);
    if (rows.length === request.limit) break;
    // The tier ended before the page did. If it reached into the page the next one starts at its top; if it lay
    // wholly before the page, only then does its size take a count.
    skip = page.length || !skip ? 0 : skip - (await countWhere(db, tier.where, tier.values));
  }
  return rows;
}

interface TierQuery {
  where: string;
  order: string;
  values: unknown[];
}

/**
 * The tiers in order. The exact tier is the exact condition alone (with its name-part split): an exact match is a
 * match, and with the substring condition beside it the planner multiplied their selectivities (1,432 'pena'
 * estimated as 30) and sorted where it should walk.
 */
function tiers(request: RankedNameRequest): TierQuery[] {
  const sides = request.firstThose ? [request.firstThose, `NOT ${request.firstThose}`] : [undefined];
  return sides.flatMap((side) => nameTiers(request, side));
}

function nameTiers(request: RankedNameRequest, side: string | undefined): TierQuery[] {
  return [true, false].flatMap((exact) =>
    [...RANKED_NAME_PARTS, undefined].map((part, index) => {
      const params = new SqlParams();
      const match = exact
        ? [exactNameCondition(params, request.query)]
        : [nameSearchCondition(params, request.query), `NOT ${exactNameCondition(params, request.query)}`];
      // The parts before this one did not match (their tiers took those), and this one does.
      const parts = RANKED_NAME_PARTS.slice(0, index).map(
        (earlier) => `NOT ${namePartCondition(params, request.query, earlier, exact)}`,
      );
      if (part) parts.push(namePartCondition(params, request.query, part, exact));
      const where = [...match, ...parts, ...(side ? [side] : []), ...(request.filters?.(params) ?? [])].join(' AND ');
      const more = exact ? undefined : wholeWordCount(params, request.query);
      return {
        where,
        order: more ? `${more} DESC, ${alphabeticalOrder()}` : alphabeticalOrder(),
        values: params.values,
      };
    }),
  );
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
