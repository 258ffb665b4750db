import { type ContentBlock } from './page/content-blocks.ts';
import { escapeHtml } from './page/entities.ts';

/** The fields of the scraper's metadata record that the reader uses. */
export interface MetadataRecord {
  title: string;
  date: string | null;
  contentUrl: string | null;
  pdfUrl: string | null;
  text: string | null;
  /** Set by the scraper's PDF phase ('ocr_extracted', 'text_extracted', 'failed'): it read the PDF, not a page. */
  pdfStatus: string | null;
}

const optionalString = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);

/** Parses a metadata JSON file; a string says what is wrong with it. */
export function parseMetadataRecord(bytes: Uint8Array): MetadataRecord | string {
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8'));
  } catch {
    return 'not valid JSON';
  }
  if (!json || typeof json !== 'object' || Array.isArray(json)) return 'not a JSON object';
  const record = json as Record<string, unknown>;
  const title = optionalString(record.title);
  if (!title) return 'no title';
  const date = optionalString(record.date);
  return {
    title,
    date: date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : null,
    contentUrl: optionalString(record.content_url),
    pdfUrl: optionalString(record.pdf_url),
    text: optionalString(record.text),
    pdfStatus: optionalString(record.pdf_status),
  };
}

/** A line that ends where the PDF's did: short (a heading, a name) or in capitals (a title line). */
const keepsItsBreak = (line: string) => line.length < 50 || line === line.toUpperCase();

/**
 * The text the scraper read from a PDF, as blocks: paragraphs are separated by blank lines; inside one, the lines
 * the PDF wrapped are joined again, while headings, names and title lines keep their own lines (the long title is
 * found by them).
 */
export function blocksOfPdfText(text: string): ContentBlock[] {
  return text
    .split(/\n[ \t\u00a0]*\n+/)
    .map((paragraph) => {
      const lines = paragraph
        .split('\n')
        .map((line) => line.replace(/[\s\u00a0]+/g, ' ').trim())
        .filter(Boolean);
      return lines.reduce((joined, line, index) => {
        if (index === 0) return line;
        return joined + (keepsItsBreak(lines[index - 1]!) ? '\n' : ' ') + line;
      }, '');
    })
    .filter(Boolean)
    .map((paragraph) => ({
      text: paragraph,
      html: `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`,
      table: false,
    }));
}
