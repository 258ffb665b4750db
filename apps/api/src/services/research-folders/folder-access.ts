import type { Queryable } from '@batas/db';
import { notFound } from '../../lib/errors.ts';

/**
 * The account's own folder, or 404: another account's folder answers exactly like one that does not exist, so
 * nobody learns that it does. `lock` holds the row for the rest of the transaction.
 */
export async function ownFolder(db: Queryable, userId: string, folderId: string, lock = false) {
  const { rows } = await db.query<{ id: string; name: string }>(
    `SELECT id, name FROM research_folders WHERE id = $1 AND user_id = $2${lock ? ' FOR UPDATE' : ''}`,
    [folderId, userId],
  );
  if (!rows[0]) throw notFound('No folder of yours has this id');
  return rows[0];
}

/** The order of an account's folders, for lib/reorder.ts. */
export const folderList = (userId: string) => ({ table: 'research_folders', scope: 'user_id', scopeId: userId });
/** The order of a folder's documents. */
export const entryList = (folderId: string) => ({ table: 'folder_documents', scope: 'folder_id', scopeId: folderId });

/**
 * SQL: the entry of folder_documents `e` (documents `d` LEFT JOINed) that a slug names: the live document with that
 * slug, or an entry whose document has left the library and whose kept slug it is.
 */
export const ENTRY_BY_SLUG = '(d.slug = $2 OR (e.document_id IS NULL AND e.slug = $2))';
