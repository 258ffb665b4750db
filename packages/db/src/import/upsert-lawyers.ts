import type { Database } from '../client.ts';
import type { RollRecord } from './lawyer-record.ts';

export type RollOutcome = 'inserted' | 'updated' | 'duplicate';

const FIELDS = ['first_name', 'middle_name', 'last_name', 'suffix', 'admission_date', 'address'] as const;
// An import without a date or address keeps the ones stored (e.g. added by an admin); names are always the roll's.
const KEEP_WHEN_MISSING = new Set(['admission_date', 'address']);

/**
 * Writes roll entries keyed by roll number in one statement: new numbers are inserted, changed
 * entries updated, identical ones left untouched (and so counted as duplicates). Profile fields a
 * lawyer filled in after claiming are never touched: the roll only owns names, date and address.
 * Roll numbers must be distinct within one call (ON CONFLICT cannot update a row twice).
 */
export async function upsertRollEntries(db: Database, records: readonly RollRecord[]): Promise<RollOutcome[]> {
  if (records.length === 0) return [];
  const value = (name: string) =>
    KEEP_WHEN_MISSING.has(name) ? `coalesce(excluded.${name}, lawyers.${name})` : `excluded.${name}`;
  const { rows } = await db.query<{ roll_number: string; inserted: boolean }>(
    `INSERT INTO lawyers (roll_number, ${FIELDS.join(', ')})
     SELECT roll_number, ${FIELDS.join(', ')}
     FROM jsonb_to_recordset($1::jsonb) AS x(roll_number text, first_name text, middle_name text, last_name text,
                                             suffix text, admission_date date, address text)
     ON CONFLICT (roll_number) DO UPDATE SET ${FIELDS.map((name) => `${name} = ${value(name)}`).join(', ')}, updated_at = now()
     WHERE (${FIELDS.map((name) => `lawyers.${name}`).join(', ')}) IS DISTINCT FROM (${FIELDS.map(value).join(', ')})
     RETURNING roll_number, (xmax = 0) AS inserted`,
    [JSON.stringify(records)],
  );
  const written = new Map(rows.map((row) => [row.roll_number, row.inserted]));
  return records.map((record) => {
    const inserted = written.get(record.roll_number);
    return inserted === undefined ? 'duplicate' : inserted ? 'inserted' : 'updated';
  });
}
