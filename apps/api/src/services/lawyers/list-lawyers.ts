import type { Queryable } from '@batas/db';
import type { LAWYER_SORTS } from '@batas/shared/contracts/lawyers';
import { SqlParams } from '../../lib/sql-params.ts';
import { LAWYER_COLUMNS, presentLawyer, type LawyerRow } from '../../presenters/lawyer.ts';
import { escapeLike } from '../../lib/sql-like.ts';
import { alphabeticalOrder, nameSearchCondition } from './name-search.ts';
import { countWhere, rankedNameMatches } from './ranked-name-matches.ts';

export interface ListLawyersFilters {
  page: number;
  limit: number;
  search?: string;
  location?: string;
  practiceArea?: string;
  lawFirm?: string;
  verified?: boolean;
  status?: 'unclaimed' | 'claimed' | 'verified';
  sortBy?: (typeof LAWYER_SORTS)[number];
  sortOrder?: 'asc' | 'desc';
}

// Names sort with case and accents ignored, as lawyers_folded_name_order stores them (migration 0055).
const FOLDED = {
  last: 'lower(immutable_unaccent(l.last_name))',
  first: 'lower(immutable_unaccent(l.first_name))',
};

const SORT_COLUMNS: Record<Exclude<ListLawyersFilters['sortBy'], undefined | 'relevance'>, string> = {
  name: `${FOLDED.last} %s, ${FOLDED.first} %s`,
  lastName: `${FOLDED.last} %s, ${FOLDED.first} %s`,
  firstName: `${FOLDED.first} %s, ${FOLDED.last} %s`,
  averageRating: 'l.average_rating %s, l.total_reviews %s',
  rating: 'l.average_rating %s, l.total_reviews %s',
  totalReviews: 'l.total_reviews %s',
  admissionDate: 'l.admission_date %s NULLS LAST',
  rollNumber: 'length(l.roll_number) %s, l.roll_number %s',
  createdAt: 'l.created_at %s',
};

/**
 * The directory's own order, when no sort is asked for: verified lawyers first, each side alphabetical (the
 * lawyers_verified_name_order index, migration 0110). A name search keeps the same split (VERIFIED_FIRST).
 */
const VERIFIED_FIRST = 'l.verified';

/** The listing's order when it is not the name search's relevance (rankedNameMatches orders those). */
function orderBy(filters: ListLawyersFilters): string {
  if (!filters.sortBy || filters.sortBy === 'relevance') return `${VERIFIED_FIRST} DESC, ${alphabeticalOrder()}`;
  const sort = filters.sortBy;
  const direction =
    filters.sortOrder ?? (['averageRating', 'rating', 'totalReviews', 'createdAt'].includes(sort) ? 'desc' : 'asc');
  return `${SORT_COLUMNS[sort].replaceAll('%s', direction.toUpperCase())}, l.id`;
}

/** The directory's filters other than the name, as conditions on `l`. */
function filterConditions(params: SqlParams, filters: ListLawyersFilters): string[] {
  const where: string[] = [];
  if (filters.location) {
    const place = `'%' || lower(immutable_unaccent(${params.add(escapeLike(filters.location.trim()))})) || '%'`;
    where.push(`(lower(immutable_unaccent(coalesce(l.address, ''))) LIKE ${place}
      OR lower(immutable_unaccent(coalesce(l.office_address->>'city', '') || ' ' || coalesce(l.office_address->>'province', ''))) LIKE ${place})`);
  }
  if (filters.practiceArea) {
    // The areas a card shows (lawyerPracticeAreas on the web): the practice areas, or the specializations when
    // there are none. Reading both made 'Family' find a lawyer whose card says 'Civil'.
    where.push(`EXISTS (SELECT 1 FROM unnest(CASE WHEN array_remove(l.practice_areas, '') <> '{}'
        THEN l.practice_areas ELSE l.specializations END) AS area
      WHERE lower(area) LIKE lower(${params.add(escapeLike(filters.practiceArea.trim()))}) || '%')`);
  }
  if (filters.lawFirm) {
    // Exactly the firm, case and surrounding space ignored (the lawyers_law_firm index, migration 0057).
    where.push(`lower(btrim(l.law_firm)) = lower(${params.add(filters.lawFirm.trim())})`);
  }
  if (filters.verified !== undefined) where.push(`l.verified = ${params.add(filters.verified)}`);
  if (filters.status === 'verified') where.push('l.verified');
  else if (filters.status) where.push(`l.profile_status = ${params.add(filters.status)}`);
  return where;
}

/**
 * The directory search. Status: 'verified' means on the roll and verified (the claim screen searches these);
 * 'claimed' and 'unclaimed' are the profile's claim state (docs/accounts.md). A name search is in relevance order
 * unless another sort is asked for; with none, verified lawyers come first (the name search's tiers keep the split).
 */
export async function listLawyers(db: Queryable, filters: ListLawyersFilters) {
  const offset = (filters.page - 1) * filters.limit;
  const params = new SqlParams();
  const where = [
    ...(filters.search ? [nameSearchCondition(params, filters.search)] : []),
    ...filterConditions(params, filters),
  ];
  const whereSql = where.length ? where.join(' AND ') : 'true';
  const countValues = [...params.values];

  const byRelevance = filters.search && (filters.sortBy ?? 'relevance') === 'relevance';
  const rows = byRelevance
    ? await rankedNameMatches<LawyerRow>(db, {
        columns: LAWYER_COLUMNS,
        query: filters.search!,
        filters: (tier) => filterConditions(tier, filters),
        firstThose: VERIFIED_FIRST,
        limit: filters.limit,
        offset,
      })
    : (
        await db.query<LawyerRow>(
          `SELECT ${LAWYER_COLUMNS} FROM lawyers l WHERE ${whereSql} ORDER BY ${orderBy(filters)}
         LIMIT ${params.add(filters.limit)} OFFSET ${params.add(offset)}`,
          params.values,
        )
      ).rows;
  // A page that is not full ends the list, so it tells the total (most name searches): no count needed.
  const total =
    rows.length < filters.limit && (rows.length || !offset)
      ? offset + rows.length
      : await countWhere(db, whereSql, countValues);
  return {
    lawyers: rows.map(presentLawyer),
    pagination: {
      page: filters.page,
      limit: filters.limit,
      totalPages: Math.ceil(total / filters.limit),
      totalLawyers: total,
    },
  };
}
