import type { Queryable } from '@batas/db';
import type { Folder } from '@batas/shared/contracts/research-folders';
import {
  FOLDER_ENTRY_COLUMNS,
  FOLDER_SUMMARY_COLUMNS,
  presentFolderEntry,
  presentFolderSummary,
  type FolderEntryRow,
  type FolderRow,
} from '../../presenters/research-folder.ts';
import { notFound } from '../../lib/errors.ts';

/** The folder's entries in its order, as rows (the export formats them its own way). */
export async function folderEntryRows(db: Queryable, folderId: string): Promise<FolderEntryRow[]> {
  const { rows } = await db.query<FolderEntryRow>(
    `SELECT ${FOLDER_ENTRY_COLUMNS} FROM folder_documents e LEFT JOIN documents d ON d.id = e.document_id
      WHERE e.folder_id = $1 ORDER BY e.position, e.id`,
    [folderId],
  );
  return rows;
}

/** One of the account's folders with its documents; another account's folder is a 404. */
export async function getFolder(db: Queryable, userId: string, folderId: string): Promise<Folder> {
  const { rows } = await db.query<FolderRow>(
    `SELECT ${FOLDER_SUMMARY_COLUMNS} FROM research_folders f WHERE f.id = $1 AND f.user_id = $2`,
    [folderId, userId],
  );
  if (!rows[0]) throw notFound('No folder of yours has this id');
  const entries = await folderEntryRows(db, folderId);
  return { ...presentFolderSummary(rows[0]), documents: entries.map(presentFolderEntry) };
}
