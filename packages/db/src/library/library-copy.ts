import type { CitationRow } from '../citator/citation-rows.ts';
import type { DocumentInput, PreparedDocument } from '../documents/document-input.ts';

/** One file of an installed collection, read into a document (or into nothing, with the reason). */
export interface LibraryFile {
  /** 'gazette', 'lawphil': the collection the file belongs to. */
  collection: string;
  /** The file's path in the collection's repository. */
  path: string;
  /** The file's sha256, as checked against the collection's manifest. */
  sha256: string;
}

export interface LibraryCopy extends LibraryFile {
  document: DocumentInput;
  provenance: { sourceName: string; sourceUrl: string | null; pdfUrl: string | null };
  /** `document` prepared and its citations read already (by the installer's parsing thread). */
  prepared?: { doc: PreparedDocument; citations: CitationRow[] };
}

export interface SkippedFile extends LibraryFile {
  reason: string;
  /** The file's document is read from another file of the collection (nothing is lost): counted apart. */
  companion?: boolean;
}

/**
 * What became of a file: a new document; a new version of the document this same file made before; another copy
 * of a document already in the library (its provenance is added, the better text kept); unchanged; or nothing.
 */
export type FileOutcome =
  | { outcome: 'inserted' | 'updated' | 'merged' | 'duplicate'; documentId: string; slug: string }
  | { outcome: 'skipped'; reason: string };
