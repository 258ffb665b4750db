import type { Queryable } from '@batas/db';
import { FOLDER_SUMMARY_COLUMNS, presentFolderSummary, type FolderRow } from '../../presenters/research-folder.ts';
import { ENTRY_BY_SLUG } from './folder-access.ts';

/** The account's folders in its order, each with its number of documents; with `slug`, whether it holds that one. */
export async function listFolders(db: Queryable, userId: string, slug?: string) {
  const saved = slug
    ? `, s.note AS saved_note, s.saved_at
       FROM research_folders f LEFT JOIN LATERAL (
         SELECT e.note, e.saved_at FROM folder_documents e LEFT JOIN documents d ON d.id = e.document_id
          WHERE e.folder_id = f.id AND ${ENTRY_BY_SLUG} LIMIT 1) AS s ON true`
    : ' FROM research_folders f';
  const { rows } = await db.query<FolderRow>(
    `SELECT ${FOLDER_SUMMARY_COLUMNS}${saved}
      WHERE f.user_id = $1 ORDER BY f.position, f.created_at`,
    slug ? [userId, slug] : [userId],
  );
  return rows.map(presentFolderSummary);
}
