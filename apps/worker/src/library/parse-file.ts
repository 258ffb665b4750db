import { citationRowsOf, type CitationRow } from '@batas/db/citator';
import { prepareDocument, type PreparedDocument } from '@batas/db/documents';
import type { CollectionDefinition } from './collection-definition.ts';
import type { CollectionRecord, ReadResult } from './collection-record.ts';

/**
 * A collection file as the installer writes it: the reader's result, and for a document its stored form and
 * citations, worked out ahead of the write (on a parsing thread, beside the writes: parsing is half the install's
 * work in Node). A document the library would refuse carries the reason instead.
 */
export type ParsedFile =
  | { ok: false; skipped: string; readFrom?: string }
  | {
      ok: true;
      /** What the reader says of the file besides its document (not the record itself: its text is `document`'s). */
      part?: CollectionRecord['part'];
      separateOpinion?: CollectionRecord['separateOpinion'];
      document: ReturnType<typeof documentOf>;
      provenance: ReturnType<typeof provenanceOf>;
      /** Absent when the document is not valid: the writer prepares it again and reports why, as for any copy. */
      prepared?: { doc: PreparedDocument; citations: CitationRow[] };
    };

export function parseCollectionFile(
  collection: Pick<CollectionDefinition, 'id' | 'read'>,
  path: string,
  bytes: Uint8Array,
): ParsedFile {
  const result = readSafely(collection, path, bytes);
  if (!result.ok) return result;
  const document = documentOf(collection, result.record);
  return {
    ok: true,
    part: result.record.part,
    separateOpinion: result.record.separateOpinion,
    document,
    provenance: provenanceOf(result.record),
    prepared: prepared(document),
  };
}

function prepared(document: ReturnType<typeof documentOf>) {
  try {
    const doc = prepareDocument(document);
    return { doc, citations: citationRowsOf(doc.html_content ?? doc.content) };
  } catch {
    return undefined;
  }
}

/** A reader that throws on a file it did not foresee must not stop the other 75,000 files. */
function readSafely(collection: Pick<CollectionDefinition, 'read'>, path: string, bytes: Uint8Array): ReadResult {
  try {
    return collection.read(path, bytes);
  } catch (error) {
    return { ok: false, skipped: `unreadable: ${(error as Error).message}` };
  }
}

/**
 * The document as the library stores it: its publisher, page and PDF are those of the copy it was read from. A
 * collection's addresses are scraped data ('h ttp://…', a path without its scheme): one that is not an http(s)
 * address is left out rather than costing the document.
 */
function documentOf(collection: Pick<CollectionDefinition, 'id'>, record: CollectionRecord) {
  const { sourceName, sourceUrl, pdfUrl } = provenanceOf(record);
  return {
    ...record.document,
    source: `library:${collection.id}`,
    sourceName,
    // A reader that says the document has no page of its own (null) keeps it so: its copy's address may be a list of
    // a hundred documents, and a document's address names it alone. Unsaid (undefined), the copy's page is its page.
    sourceUrl: record.document.sourceUrl === undefined ? sourceUrl : webAddress(record.document.sourceUrl),
    pdfUrl: webAddress(record.document.pdfUrl) ?? pdfUrl,
    textAtSource: record.textAtSource ?? false,
  };
}

function provenanceOf(record: CollectionRecord) {
  const { sourceName, sourceUrl, pdfUrl } = record.provenance;
  return { sourceName, sourceUrl: webAddress(sourceUrl), pdfUrl: webAddress(pdfUrl) };
}

function webAddress(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}
