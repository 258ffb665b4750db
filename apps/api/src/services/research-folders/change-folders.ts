import type { Database } from '@batas/db';
import { RESEARCH_LIMITS } from '@batas/shared/constants';
import type { FolderSummary } from '@batas/shared/contracts/research-folders';
import { lockAccount } from '../../lib/account-lock.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { placeInList } from '../../lib/reorder.ts';
import { listFolders } from './list-folders.ts';
import { folderList, ownFolder } from './folder-access.ts';

const NAME_TAKEN = 'You already have a folder with this name';
const isNameTaken = (error: unknown) =>
  (error as { code?: string; constraint?: string }).code === '23505' &&
  /research_folders_name/.test(String((error as { constraint?: string }).constraint ?? (error as Error).message));

async function summaryOf(db: Database, userId: string, folderId: string): Promise<FolderSummary> {
  return (await listFolders(db, userId)).find((folder) => folder.id === folderId)!;
}

/** A new folder, last in the account's list. At most 200 per account (400 naming the limit). */
export async function createFolder(db: Database, userId: string, name: string): Promise<FolderSummary> {
  const id = await db
    .transaction(async (tx) => {
      await lockAccount(tx, userId);
      const { rows } = await tx.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM research_folders WHERE user_id = $1',
        [userId],
      );
      const count = rows[0]!.n;
      if (count >= RESEARCH_LIMITS.foldersPerAccount)
        throw badRequest('folders', `You can have at most ${RESEARCH_LIMITS.foldersPerAccount} folders`);
      const inserted = await tx.query<{ id: string }>(
        'INSERT INTO research_folders (user_id, name, position) VALUES ($1, $2, $3) RETURNING id',
        [userId, name, count],
      );
      return inserted.rows[0]!.id;
    })
    .catch((error: unknown) => {
      throw isNameTaken(error) ? conflict(NAME_TAKEN, 'name') : error;
    });
  return summaryOf(db, userId, id);
}

/** Rename, or move to another place in the account's list. */
export async function updateFolder(
  db: Database,
  userId: string,
  folderId: string,
  change: { name?: string; position?: number },
): Promise<FolderSummary> {
  await db
    .transaction(async (tx) => {
      await lockAccount(tx, userId);
      await ownFolder(tx, userId, folderId, true);
      if (change.name !== undefined)
        await tx.query('UPDATE research_folders SET name = $2, updated_at = now() WHERE id = $1', [
          folderId,
          change.name,
        ]);
      if (change.position !== undefined) await placeInList(tx, folderList(userId), folderId, change.position);
    })
    .catch((error: unknown) => {
      throw isNameTaken(error) ? conflict(NAME_TAKEN, 'name') : error;
    });
  return summaryOf(db, userId, folderId);
}

/** Deletes the folder and its entries (the documents stay in the library and in other folders). */
export async function deleteFolder(db: Database, userId: string, folderId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockAccount(tx, userId);
    await ownFolder(tx, userId, folderId, true);
    await tx.query('DELETE FROM research_folders WHERE id = $1', [folderId]);
    await placeInList(tx, folderList(userId), null);
  });
}
