import type { AuthoritySource } from '@batas/shared/authorities';
import { describeAuthority } from '@batas/shared/authorities';
import type { FolderEntry, FolderSummary } from '@batas/shared/contracts/research-folders';
import { cleanDocumentTitle } from '@batas/shared/names';

/** research_folders and folder_documents rows → the contract's shapes. */
export interface FolderRow {
  id: string;
  name: string;
  position: number;
  document_count: number;
  created_at: Date;
  updated_at: Date;
  /** Only when the list was asked about one document. */
  saved_note?: string | null;
  saved_at?: Date | null;
}

/** A folder's columns; `f` is research_folders. */
export const FOLDER_SUMMARY_COLUMNS = `f.id, f.name, f.position, f.created_at, f.updated_at,
  (SELECT count(*)::int FROM folder_documents c WHERE c.folder_id = f.id) AS document_count`;

const CITED_FIELDS = [
  'slug',
  'title',
  'document_type',
  'citation',
  'gr_number',
  'date_decided',
  'date_enacted',
  'petitioner',
  'respondent',
  'short_name',
] as const;

/**
 * The fields of a document a citation is made from (documents' own columns, or an entry's copy of them), and its
 * short title: documents only, an entry keeps no copy of it (migration 0090), so a document that left the library
 * is cited by the name its caption or short_name gives.
 */
export type CitedFieldsRow = Record<(typeof CITED_FIELDS)[number], string | null> & {
  slug: string;
  title: string;
  document_type: string;
  short_title: string | null;
};
/** Those columns of documents, for a SELECT. */
export const CITED_COLUMNS = [...CITED_FIELDS, 'short_title'].join(', ');

export type FolderEntryRow = CitedFieldsRow & {
  note: string;
  position: number;
  saved_at: Date;
  removed_at: Date | null;
  in_library: boolean;
};

/**
 * An entry's columns: the live document's fields while it is in the library, else the copy its entry kept
 * (migration 0090). `e` is folder_documents, `d` documents LEFT JOINed on e.document_id.
 */
export const FOLDER_ENTRY_COLUMNS = [
  ...CITED_FIELDS.map((field) => `CASE WHEN d.id IS NULL THEN e.${field} ELSE d.${field} END AS ${field}`),
  'd.short_title',
  'e.note',
  'e.position',
  'e.saved_at',
  'e.removed_at',
  'd.id IS NOT NULL AS in_library',
].join(', ');

export function presentFolderSummary(row: FolderRow): FolderSummary {
  return {
    id: row.id,
    name: row.name,
    position: row.position,
    documentCount: row.document_count,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    ...(row.saved_note !== undefined
      ? {
          saved:
            row.saved_at != null ? { note: row.saved_note ?? '', savedAt: new Date(row.saved_at).toISOString() } : null,
        }
      : {}),
  };
}

export function authoritySource(row: CitedFieldsRow): AuthoritySource {
  return {
    title: row.title,
    documentType: row.document_type,
    citation: row.citation,
    grNumber: row.gr_number,
    dateDecided: row.date_decided,
    dateEnacted: row.date_enacted,
    petitioner: row.petitioner,
    respondent: row.respondent,
    shortName: row.short_name,
    shortTitle: row.short_title,
  };
}

export function presentFolderEntry(row: FolderEntryRow): FolderEntry {
  return {
    slug: row.slug,
    heading: cleanDocumentTitle(row.title) || row.title,
    documentType: row.document_type,
    citation: row.citation,
    date: row.date_decided ?? row.date_enacted,
    authority: describeAuthority(authoritySource(row)).text,
    note: row.note,
    position: row.position,
    savedAt: new Date(row.saved_at).toISOString(),
    inLibrary: row.in_library,
    removedAt: row.removed_at ? new Date(row.removed_at).toISOString() : null,
  };
}
