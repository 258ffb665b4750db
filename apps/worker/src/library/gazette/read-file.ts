import { type ReadResult } from '../collection-record.ts';
import { buildRecord } from './build-record.ts';
import { pagePathOf, parseGazettePath } from './collection-paths.ts';
import { blocksOfPdfText, parseMetadataRecord } from './metadata-record.ts';
import { readGazettePage } from './page/gazette-page.ts';

/**
 * Reads one file of the Gazette collection into a library record, or says why it holds none. Pure: the same bytes
 * always give the same result, nothing is read or written elsewhere, and no input makes it throw.
 *
 * A saved page gives the record. A metadata record gives one only when the scraper saved no page for it (it read
 * the PDF instead: `pdf_status` is set); otherwise it points at its page with `readFrom`.
 */
export function readGazetteFile(path: string, bytes: Uint8Array): ReadResult {
  try {
    return readFile(path, bytes);
  } catch (error) {
    return { ok: false, skipped: `could not be read: ${error instanceof Error ? error.message : String(error)}` };
  }
}

function readFile(path: string, bytes: Uint8Array): ReadResult {
  const where = parseGazettePath(path);
  if (!where) return { ok: false, skipped: 'not an issuance page or record of the Gazette collection' };
  if (where.folder === 'raw_html') {
    const page = readGazettePage(bytes);
    if (!page) return { ok: false, skipped: 'not a Gazette article page (no heading or content area)' };
    return buildRecord({ path, category: where.category, ...page, markup: true });
  }
  // Only a record the scraper's PDF phase wrote is read; every other one stands for its page (most of 200 MB of JSON
  // need not be parsed to learn that).
  if (!Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes('"pdf_status"')) {
    return { ok: false, skipped: 'metadata of an issuance whose saved page is read', readFrom: pagePathOf(where) };
  }
  const record = parseMetadataRecord(bytes);
  if (typeof record === 'string') return { ok: false, skipped: `malformed metadata record: ${record}` };
  if (!record.pdfStatus) {
    return { ok: false, skipped: 'metadata of an issuance whose saved page is read', readFrom: pagePathOf(where) };
  }
  return buildRecord({
    path,
    category: where.category,
    heading: record.title,
    date: record.date,
    url: record.contentUrl,
    pdfUrl: record.pdfUrl,
    blocks: record.text ? blocksOfPdfText(record.text) : [],
    markup: false,
  });
}
