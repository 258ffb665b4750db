import type { Queryable } from '@batas/db';
import { AUTHORITY_GROUPS, describeAuthority, listOfAuthoritiesText } from '@batas/shared/authorities';
import { titleSlug } from '@batas/shared/slugs';
import type { ExportFormat } from '@batas/shared/contracts/research-folders';
import { toCsv } from '../../lib/csv.ts';
import { authoritySource, presentFolderEntry } from '../../presenters/research-folder.ts';
import { ownFolder } from './folder-access.ts';
import { folderEntryRows } from './get-folder.ts';

export interface FolderExport {
  filename: string;
  contentType: string;
  body: string;
}

const CSV_HEADER = ['Heading', 'Authority', 'Title', 'Type', 'Citation', 'Date', 'Note', 'Link', 'Saved', 'In library'];

/**
 * GET /api/me/folders/{id}/export: the folder as a list of authorities to paste into a brief (text: grouped under
 * headings, sorted as briefs sort them; notes stay out, they are private), or as a CSV of every entry in the
 * folder's own order, notes and links included.
 */
export async function exportFolder(
  db: Queryable,
  userId: string,
  folderId: string,
  format: ExportFormat,
  publicUrl: string,
): Promise<FolderExport> {
  const folder = await ownFolder(db, userId, folderId);
  const rows = await folderEntryRows(db, folderId);
  // The folder's name as a file name ('Labor cases 2024' → 'labor-cases-2024').
  const base = titleSlug(folder.name, 60) || 'folder';
  if (format === 'text') {
    return {
      filename: `${base}.txt`,
      contentType: 'text/plain; charset=utf-8',
      body: listOfAuthoritiesText(folder.name, rows.map(authoritySource)),
    };
  }
  const label = (group: string) => AUTHORITY_GROUPS.find((entry) => entry.key === group)!.label;
  const lines = rows.map((row) => {
    const entry = presentFolderEntry(row);
    const authority = describeAuthority(authoritySource(row));
    return [
      label(authority.group),
      authority.text,
      entry.heading,
      entry.documentType,
      entry.citation,
      entry.date,
      entry.note,
      entry.inLibrary ? `${publicUrl}/law-library/${encodeURIComponent(entry.slug)}` : null,
      entry.savedAt.slice(0, 10),
      entry.inLibrary ? 'yes' : 'no',
    ];
  });
  return { filename: `${base}.csv`, contentType: 'text/csv; charset=utf-8', body: toCsv([CSV_HEADER, ...lines]) };
}
