import type { Queryable } from '@batas/db';
import { LAWYER_COLUMNS, presentLawyer, type LawyerRow } from '../../presenters/lawyer.ts';
import { normaliseRollNumber } from '../auth/find-roll-entry.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

/** /lawyers/{id} takes an internal id or a roll number; ids are UUIDs, so the two can never be confused. */
export async function findLawyerRow(db: Queryable, idOrRoll: string): Promise<LawyerRow | null> {
  const byId = isUuid(idOrRoll);
  const result = await db.query<LawyerRow>(
    `SELECT ${LAWYER_COLUMNS} FROM lawyers l WHERE ${byId ? 'l.id = $1' : 'upper(l.roll_number) = upper($1)'}`,
    [byId ? idOrRoll : normaliseRollNumber(idOrRoll)],
  );
  return result.rows[0] ?? null;
}

export async function getLawyer(db: Queryable, idOrRoll: string) {
  const row = await findLawyerRow(db, idOrRoll);
  return row ? presentLawyer(row) : null;
}
