import iconv from 'iconv-lite';
import { repairMojibake } from './mojibake.ts';

/**
 * Turns the bytes of a fetched page into text. Never trust `response.text()`: LawPhil serves windows-1252
 * with no charset in the header, and a UTF-8 decode turns every curly quote and dash into U+FFFD.
 *
 * Order, as browsers do it: a charset in the Content-Type header, a byte-order mark, a <meta> charset in the
 * first bytes, then a guess (valid UTF-8, else windows-1252). A declared UTF-8 that is not valid UTF-8 falls
 * back to the page's other declaration or windows-1252, because a wrongly labelled page is more likely than a
 * broken one. Declared labels are normalised ('windows-1252!' is a real LawPhil typo; 'iso-8859-1' and
 * 'us-ascii' mean windows-1252 on the web). Double-encoded UTF-8 is repaired afterwards.
 */
export function decodePage(bytes: Uint8Array, contentTypeHeader?: string): string {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const bom = sniffBom(buffer);
  if (bom) return repairMojibake(iconv.decode(buffer.subarray(bom.length), bom.encoding));

  const fromHeader = normaliseCharset(charsetOf(contentTypeHeader));
  const fromMeta = normaliseCharset(metaCharset(buffer));
  const declared = fromHeader ?? fromMeta;
  let encoding = declared ?? (isValidUtf8(buffer) ? 'utf-8' : 'windows-1252');
  if (encoding === 'utf-8' && !isValidUtf8(buffer)) {
    encoding = fromMeta && fromMeta !== 'utf-8' ? fromMeta : 'windows-1252';
  }
  return repairMojibake(iconv.decode(buffer, encoding));
}

/** The charset parameter of a Content-Type value, if any. */
export function charsetOf(contentType: string | null | undefined): string | undefined {
  const match = /charset\s*=\s*["']?([^"';\s]+)/i.exec(contentType ?? '');
  return match?.[1];
}

/** A label iconv-lite understands, mapped the way the WHATWG Encoding standard maps web labels; else undefined. */
export function normaliseCharset(label: string | undefined): string | undefined {
  if (!label) return undefined;
  const clean = label
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9_.:-]+$/g, '')
    .replace(/^["']|["']$/g, '');
  if (!clean) return undefined;
  if (['utf8', 'utf-8', 'unicode-1-1-utf-8'].includes(clean)) return 'utf-8';
  if (/^(iso-?8859-1|latin-?1|l1|us-ascii|ascii|cp1252|windows-?1252|x-cp1252|cp819|ibm819)$/.test(clean)) {
    return 'windows-1252';
  }
  return iconv.encodingExists(clean) ? clean : undefined;
}

function sniffBom(buffer: Buffer): { encoding: string; length: number } | undefined {
  if (buffer[0] === 0xef && buffer[1] === 0xbb && buffer[2] === 0xbf) return { encoding: 'utf-8', length: 3 };
  if (buffer[0] === 0xff && buffer[1] === 0xfe) return { encoding: 'utf-16le', length: 2 };
  if (buffer[0] === 0xfe && buffer[1] === 0xff) return { encoding: 'utf-16be', length: 2 };
  return undefined;
}

// Browsers look for the declaration in the first 1024 bytes; old LawPhil heads run longer, so allow 4 KiB.
function metaCharset(buffer: Buffer): string | undefined {
  const head = buffer.subarray(0, 4096).toString('latin1');
  for (const tag of head.match(/<meta\b[^>]*>/gi) ?? []) {
    const direct = /\bcharset\s*=\s*["']?([^"'\s/>;]+)/i.exec(tag);
    if (direct) return direct[1];
  }
  return undefined;
}

function isValidUtf8(buffer: Buffer): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(buffer);
    return true;
  } catch {
    return false;
  }
}
