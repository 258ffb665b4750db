import type { Queryable } from '@batas/db';

/**
 * Serialises one account's writes of the things it has a limit on (folders, saved documents, alerts) for the rest
 * of the caller's transaction: two requests at once cannot both pass the count and both insert. It locks the user
 * row FOR NO KEY UPDATE, which still lets other rows reference it and never blocks reads.
 */
export async function lockAccount(tx: Queryable, userId: string): Promise<void> {
  await tx.query('SELECT 1 FROM users WHERE id = $1 FOR NO KEY UPDATE', [userId]);
}
