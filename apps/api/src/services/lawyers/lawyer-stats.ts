import type { Queryable } from '@batas/db';
import { rankedNameMatches } from './ranked-name-matches.ts';

/** Home page tiles and the directory header. */
export async function lawyerStats(db: Queryable) {
  const result = await db.query<{ total: number; verified: number; claimed: number }>(
    `SELECT count(*)::int AS total, count(*) FILTER (WHERE verified)::int AS verified,
            count(*) FILTER (WHERE profile_status = 'claimed')::int AS claimed FROM lawyers`,
  );
  const row = result.rows[0]!;
  return { totalLawyers: row.total, verifiedLawyers: row.verified, claimedProfiles: row.claimed };
}

/** Type-ahead for the lawyer search box: a few closest names. */
export async function lawyerSuggestions(db: Queryable, query: string, limit: number) {
  const rows = await rankedNameMatches<{
    id: string;
    roll_number: string;
    full_name: string;
    first_name: string;
    last_name: string;
    profile_status: string;
  }>(db, { columns: 'l.id, l.roll_number, l.full_name, l.first_name, l.last_name, l.profile_status', query, limit });
  return rows.map((row) => ({
    _id: row.id,
    rollNumber: row.roll_number,
    fullName: row.full_name,
    firstName: row.first_name,
    lastName: row.last_name,
    profileStatus: row.profile_status,
  }));
}
