import type { Queryable } from '@batas/db';
import { SqlParams } from '../../lib/sql-params.ts';
import { LAWYER_COLUMNS, presentLawyer, type LawyerRow } from '../../presenters/lawyer.ts';
import { escapeLike } from '../../lib/sql-like.ts';
import { nameOrder, nameSearchCondition } from './name-search.ts';

export const LAWYER_SORTS = ['relevance', 'name', 'lastName', 'firstName', 'averageRating', 'rating', 'totalReviews', 'admissionDate', 'rollNumber', 'createdAt'] as const;

export interface ListLawyersFilters {
  page: number;
  limit: number;
  search?: string;
  location?: string;
  practiceArea?: string;
  verified?: boolean;
  status?: 'unclaimed' | 'claimed' | 'verified';
  sortBy?: (typeof LAWYER_SORTS)[number];
  sortOrder?: 'asc' | 'desc';
}

const SORT_COLUMNS: Record<Exclude<ListLawyersFilters['sortBy'], undefined | 'relevance'>, string> = {
  name: 'l.last_name %s, l.first_name %s',
  lastName: 'l.last_name %s, l.first_name %s',
  firstName: 'l.first_name %s, l.last_name %s',
  averageRating: 'l.average_rating %s, l.total_reviews %s',
  rating: 'l.average_rating %s, l.total_reviews %s',
  totalReviews: 'l.total_reviews %s',
  admissionDate: 'l.admission_date %s NULLS LAST',
  rollNumber: 'length(l.roll_number) %s, l.roll_number %s',
  createdAt: 'l.created_at %s',
};

function orderBy(params: SqlParams, filters: ListLawyersFilters): string {
  const sort = filters.sortBy ?? (filters.search ? 'relevance' : 'name');
  if (sort === 'relevance') return nameOrder(params, filters.search);
  const direction = filters.sortOrder ?? (['averageRating', 'rating', 'totalReviews', 'createdAt'].includes(sort) ? 'desc' : 'asc');
  return `${SORT_COLUMNS[sort].replaceAll('%s', direction.toUpperCase())}, l.id`;
}

/**
 * The directory search. Status: 'verified' means on the roll and verified (the claim screen searches these);
 * 'claimed' and 'unclaimed' are the profile's claim state (docs/accounts.md).
 */
export async function listLawyers(db: Queryable, filters: ListLawyersFilters) {
  const params = new SqlParams();
  const where: string[] = [];
  if (filters.search) where.push(nameSearchCondition(params, filters.search));
  if (filters.location) {
    const place = `'%' || lower(immutable_unaccent(${params.add(escapeLike(filters.location.trim()))})) || '%'`;
    where.push(`(lower(immutable_unaccent(coalesce(l.address, ''))) LIKE ${place}
      OR lower(immutable_unaccent(coalesce(l.office_address->>'city', '') || ' ' || coalesce(l.office_address->>'province', ''))) LIKE ${place})`);
  }
  if (filters.practiceArea) {
    where.push(`EXISTS (SELECT 1 FROM unnest(l.practice_areas || l.specializations) AS area
      WHERE lower(area) LIKE lower(${params.add(escapeLike(filters.practiceArea.trim()))}) || '%')`);
  }
  if (filters.verified !== undefined) where.push(`l.verified = ${params.add(filters.verified)}`);
  if (filters.status === 'verified') where.push('l.verified');
  else if (filters.status) where.push(`l.profile_status = ${params.add(filters.status)}`);
  const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const countParams = [...params.values];

  const rows = await db.query<LawyerRow>(
    `SELECT ${LAWYER_COLUMNS} FROM lawyers l ${whereSql} ORDER BY ${orderBy(params, filters)}
     LIMIT ${params.add(filters.limit)} OFFSET ${params.add((filters.page - 1) * filters.limit)}`,
    params.values,
  );
  const total = (await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM lawyers l ${whereSql}`, countParams)).rows[0]!.total;
  return {
    lawyers: rows.rows.map(presentLawyer),
    pagination: { page: filters.page, limit: filters.limit, totalPages: Math.ceil(total / filters.limit), totalLawyers: total },
  };
}
