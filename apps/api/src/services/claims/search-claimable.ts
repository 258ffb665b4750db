import type { Queryable } from '@batas/db';
import { rankedNameMatches } from '../lawyers/ranked-name-matches.ts';
import { verifiedOwnerSql } from './roll-holds.ts';

interface CandidateRow {
  id: string;
  roll_number: string;
  full_name: string;
  admission_date: string | null;
  address: string | null;
  profile_status: string;
  holder_id: string | null;
}

const COLUMNS = `l.id, l.roll_number, l.full_name, l.admission_date::text AS admission_date, l.address, l.profile_status,
  ${verifiedOwnerSql('l.id')} AS holder_id`;

export const TAKEN_BY_OWNER = 'Already claimed by a verified account';

/** Only a verified owner makes an entry unavailable: an unproven registration of it competes in review instead. */
function present(row: CandidateRow, userId: string) {
  const taken = (row.profile_status === 'claimed' || row.holder_id !== null) && row.holder_id !== userId;
  const reason = taken ? TAKEN_BY_OWNER : null;
  return {
    _id: row.id,
    rollNumber: row.roll_number,
    fullName: row.full_name,
    admissionDate: row.admission_date,
    address: row.address,
    profileStatus: row.profile_status,
    claimable: reason === null,
    unavailableReason: reason,
  };
}

/**
 * The claim screen's search: the whole roll, unclaimed entries included (they are what people claim), in the
 * directory's relevance order (exact name or roll number first). Each entry says whether this user can claim it.
 */
export async function searchClaimable(
  db: Queryable,
  userId: string,
  query: { q?: string; lawyerId?: string; limit: number },
) {
  const rows = query.lawyerId
    ? (await db.query<CandidateRow>(`SELECT ${COLUMNS} FROM lawyers l WHERE l.id = $1`, [query.lawyerId])).rows
    : await rankedNameMatches<CandidateRow>(db, { columns: COLUMNS, query: query.q ?? '', limit: query.limit });
  return { lawyers: rows.map((row) => present(row, userId)) };
}
