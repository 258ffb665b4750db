import type { Queryable } from '@batas/db';
import { HttpError, badRequest } from '../../lib/errors.ts';
import { ROLL_TAKEN } from './create-account.ts';

export interface RollEntry {
  id: string;
  roll_number: string;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  admission_date: string | null;
  profile_status: string;
  linked_user_id: string | null;
}

/** People type roll numbers as '12,345', ' 12345 ' or 'Roll No. 12345'; the roll stores the bare number. */
export function normaliseRollNumber(input: string): string {
  return input
    .trim()
    .replace(/^roll\s*(no\.?|number)?\s*[:#]?\s*/i, '')
    .replace(/[\s,]/g, '');
}

/**
 * The roll entry a lawyer registers as. Refused when the number is not on the roll, or when a verified account
 * owns it: one profile, one account. Another account's unproven registration does not stop this one (anyone can
 * type a roll number): both go to review, and the first verified wins (services/claims/roll-holds.ts).
 */
export async function findRollEntry(db: Queryable, rawRollNumber: string, forUserId?: string): Promise<RollEntry> {
  const rollNumber = normaliseRollNumber(rawRollNumber);
  if (!rollNumber) throw badRequest('rollNumber', 'Roll number is required');
  const result = await db.query<RollEntry>(
    `SELECT l.id, l.roll_number, l.first_name, l.middle_name, l.last_name, l.admission_date::text AS admission_date,
            l.profile_status, u.id AS linked_user_id
       FROM lawyers l LEFT JOIN users u ON u.lawyer_id = l.id AND u.lawyer_verification_status = 'verified'
      WHERE upper(l.roll_number) = upper($1)`,
    [rollNumber],
  );
  const entry = result.rows[0];
  if (!entry) {
    throw new HttpError(404, 'Roll number not found in the Roll of Attorneys', [
      { field: 'rollNumber', message: 'Roll number not found in the Roll of Attorneys' },
    ]);
  }
  if ((entry.linked_user_id && entry.linked_user_id !== forUserId) || entry.profile_status === 'claimed') {
    throw new HttpError(409, ROLL_TAKEN, [{ field: 'rollNumber', message: ROLL_TAKEN }]);
  }
  return entry;
}
