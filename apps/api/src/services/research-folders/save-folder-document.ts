import type { Database, Queryable } from '@batas/db';
import { RESEARCH_LIMITS } from '@batas/shared/constants';
import type { FolderEntry } from '@batas/shared/contracts/research-folders';
import { lockAccount } from '../../lib/account-lock.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { placeInList } from '../../lib/reorder.ts';
import { FOLDER_ENTRY_COLUMNS, presentFolderEntry, type FolderEntryRow } from '../../presenters/research-folder.ts';
import { ENTRY_BY_SLUG, entryList, ownFolder } from './folder-access.ts';

export interface SaveDocumentChange {
  note?: string;
  position?: number;
  /** Another folder of the account to move the entry from. */
  from?: string;
}

const thousands = (value: number) => value.toLocaleString('en-US');

/** The entry id of the document a slug names in a folder, if the folder holds it. */
async function entryId(db: Queryable, folderId: string, slug: string): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT e.id::text FROM folder_documents e LEFT JOIN documents d ON d.id = e.document_id
      WHERE e.folder_id = $1 AND ${ENTRY_BY_SLUG} LIMIT 1`,
    [folderId, slug],
  );
  return rows[0]?.id ?? null;
}

/**
 * PUT /api/me/folders/{id}/documents/{slug}: the document is in this folder afterwards, with the note and place
 * given (what is not given stays). Saving it again changes nothing else; `from` moves it from another folder of the
 * account, note included. A new save counts against the 5,000 saved documents of an account.
 */
export async function saveFolderDocument(
  db: Database,
  userId: string,
  folderId: string,
  slug: string,
  change: SaveDocumentChange,
): Promise<FolderEntry> {
  const id = await db.transaction(async (tx) => {
    await lockAccount(tx, userId);
    await ownFolder(tx, userId, folderId, true);
    let id = await entryId(tx, folderId, slug);
    if (change.from !== undefined && change.from !== folderId) {
      await ownFolder(tx, userId, change.from, true).catch(() => {
        throw badRequest('from', 'No folder of yours has this id');
      });
      const moving = await entryId(tx, change.from, slug);
      if (!moving) throw badRequest('from', 'That folder does not hold this document');
      if (id) {
        // Already here: the move only takes it out of the other folder, and keeps its note if this one has none.
        await tx.query(
          `UPDATE folder_documents t SET note = s.note FROM folder_documents s
            WHERE t.id = $1 AND s.id = $2 AND t.note = ''`,
          [id, moving],
        );
        await tx.query('DELETE FROM folder_documents WHERE id = $1', [moving]);
      } else {
        await tx.query(
          `UPDATE folder_documents SET folder_id = $2, updated_at = now(),
                  position = (SELECT count(*) FROM folder_documents WHERE folder_id = $2)
            WHERE id = $1`,
          [moving, folderId],
        );
        id = moving;
      }
      await placeInList(tx, entryList(change.from), null);
    }
    id ??= await insertEntry(tx, userId, folderId, slug);
    if (change.note !== undefined)
      await tx.query('UPDATE folder_documents SET note = $2, updated_at = now() WHERE id = $1', [id, change.note]);
    if (change.position !== undefined) await placeInList(tx, entryList(folderId), id, change.position);
    await tx.query('UPDATE research_folders SET updated_at = now() WHERE id = ANY($1::uuid[])', [
      [folderId, change.from ?? folderId],
    ]);
    return id;
  });
  const { rows } = await db.query<FolderEntryRow>(
    `SELECT ${FOLDER_ENTRY_COLUMNS} FROM folder_documents e LEFT JOIN documents d ON d.id = e.document_id
      WHERE e.id = $1`,
    [id],
  );
  return presentFolderEntry(rows[0]!);
}

/** A first save: the document must be in the library; its citation fields are copied for the day it leaves. */
async function insertEntry(tx: Queryable, userId: string, folderId: string, slug: string): Promise<string> {
  const { rows: counted } = await tx.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM folder_documents WHERE user_id = $1',
    [userId],
  );
  if (counted[0]!.n >= RESEARCH_LIMITS.savedDocumentsPerAccount)
    throw badRequest(
      'documents',
      `You can keep at most ${thousands(RESEARCH_LIMITS.savedDocumentsPerAccount)} saved documents`,
    );
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO folder_documents (folder_id, user_id, document_id, slug, title, document_type, citation, gr_number,
                                   date_decided, date_enacted, petitioner, respondent, short_name, position)
     SELECT $1, $2, d.id, d.slug, d.title, d.document_type, d.citation, d.gr_number, d.date_decided, d.date_enacted,
            d.petitioner, d.respondent, d.short_name,
            (SELECT count(*) FROM folder_documents WHERE folder_id = $1)
       FROM documents d WHERE d.slug = $3
     RETURNING id::text`,
    [folderId, userId, slug],
  );
  if (!rows[0]) throw notFound('No document in the library has this address');
  return rows[0].id;
}

/** DELETE /api/me/folders/{id}/documents/{slug}: takes the document out of this folder. */
export async function removeFolderDocument(db: Database, userId: string, folderId: string, slug: string) {
  await db.transaction(async (tx) => {
    await ownFolder(tx, userId, folderId, true);
    const id = await entryId(tx, folderId, slug);
    if (!id) throw notFound('This folder does not hold that document');
    await tx.query('DELETE FROM folder_documents WHERE id = $1', [id]);
    await placeInList(tx, entryList(folderId), null);
    await tx.query('UPDATE research_folders SET updated_at = now() WHERE id = $1', [folderId]);
  });
}
