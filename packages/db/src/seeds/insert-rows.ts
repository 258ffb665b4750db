import type { Queryable } from '../client.ts';

/**
 * Multi-row INSERT of plain objects through jsonb_to_recordset: one parameter whatever the number
 * of rows, so 2,000 lawyers are one statement. `columns` gives each column's SQL type; rows
 * conflicting with a unique constraint are skipped (seeding with --force on top of existing data).
 */
export async function insertRows(
  db: Queryable,
  table: string,
  columns: ReadonlyArray<readonly [string, string]>,
  rows: ReadonlyArray<Record<string, unknown>>,
  returning = 'id',
): Promise<Array<Record<string, unknown>>> {
  if (rows.length === 0) return [];
  const names = columns.map(([name]) => name).join(', ');
  const shape = columns.map(([name, type]) => `${name} ${type}`).join(', ');
  const result = await db.query(
    `INSERT INTO ${table} (${names}) SELECT ${names} FROM jsonb_to_recordset($1::jsonb) AS x(${shape})
     ON CONFLICT DO NOTHING RETURNING ${returning}`,
    [JSON.stringify(rows)],
  );
  return result.rows;
}
