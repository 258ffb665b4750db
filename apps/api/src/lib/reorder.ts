import type { Queryable } from '@batas/db';

/**
 * Puts one row of an ordered list at `position` (0 is first; past the end is last) and numbers the list 0…n-1
 * again. The list is `table` rows whose `scope` column equals `scopeId` (an account's folders, a folder's
 * documents); `id` null only renumbers, after a row left the list. Table and column names are the caller's own
 * constants, never input.
 */
export async function placeInList(
  tx: Queryable,
  list: { table: string; scope: string; scopeId: string },
  id: string | null,
  position?: number,
): Promise<void> {
  const { rows } = await tx.query<{ id: string }>(
    `SELECT id::text FROM ${list.table} WHERE ${list.scope} = $1 ORDER BY position, id`,
    [list.scopeId],
  );
  const ids = rows.map((row) => row.id).filter((rowId) => rowId !== id);
  if (id !== null) ids.splice(Math.min(position ?? ids.length, ids.length), 0, id);
  await tx.query(
    `UPDATE ${list.table} AS t SET position = o.n - 1
       FROM unnest($2::text[]) WITH ORDINALITY AS o(id, n)
      WHERE t.${list.scope} = $1 AND t.id::text = o.id AND t.position <> o.n - 1`,
    [list.scopeId, ids],
  );
}
