import type { Queryable } from '../client.ts';

/**
 * One copy a document was made from (table document_sources): a file of an installed collection, or a page or
 * file any other producer brought (a scraper, an import, the starter library).
 */
export interface ProvenanceRow {
  documentId: string;
  sourceName: string;
  sourceUrl: string | null;
  pdfUrl: string | null;
  /** Set for a copy read from an installed collection: the collection and the file's path in it. */
  collection?: string | null;
  path?: string | null;
}

/**
 * Records copies of written documents. A collection file is one copy wherever it goes (a later install that
 * merges it into another document moves it there); any other copy is recorded once per document, publisher and
 * page, so writing the same page again adds nothing.
 */
export async function recordProvenance(db: Queryable, rows: readonly ProvenanceRow[]): Promise<void> {
  const files = rows.filter((row) => row.collection && row.path);
  const pages = rows.filter((row) => !(row.collection && row.path));
  if (files.length > 0) {
    await db.query(
      `INSERT INTO document_sources (document_id, source_name, source_url, pdf_url, collection, path)
       SELECT document_id, source_name, source_url, pdf_url, collection, path
         FROM jsonb_to_recordset($1::jsonb) AS x(document_id uuid, source_name text, source_url text, pdf_url text,
                                                   collection text, path text)
       ON CONFLICT (collection, path) WHERE collection IS NOT NULL
       DO UPDATE SET document_id = excluded.document_id, source_name = excluded.source_name,
                     source_url = excluded.source_url, pdf_url = excluded.pdf_url`,
      [JSON.stringify(files.map(toColumns))],
    );
  }
  if (pages.length > 0) {
    await db.query(
      `INSERT INTO document_sources (document_id, source_name, source_url, pdf_url)
       SELECT DISTINCT document_id, source_name, source_url, pdf_url
         FROM jsonb_to_recordset($1::jsonb) AS x(document_id uuid, source_name text, source_url text, pdf_url text)
       ON CONFLICT DO NOTHING`,
      [JSON.stringify(pages.map(toColumns))],
    );
  }
}

function toColumns(row: ProvenanceRow) {
  return {
    document_id: row.documentId,
    source_name: row.sourceName,
    source_url: row.sourceUrl,
    pdf_url: row.pdfUrl,
    collection: row.collection ?? null,
    path: row.path ?? null,
  };
}
