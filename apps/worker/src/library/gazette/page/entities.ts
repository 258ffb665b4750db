import { decodeHTML } from 'entities';

/** The named references the Gazette's pages use, decoded without the full HTML5 table (a measured hot spot). */
const COMMON: Readonly<Record<string, string>> = {
  nbsp: '\u00a0',
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  ntilde: 'ñ',
  Ntilde: 'Ñ',
  mdash: '—',
  ndash: '–',
  ldquo: '“',
  rdquo: '”',
  lsquo: '‘',
  rsquo: '’',
  raquo: '»',
  shy: '\u00ad',
  deg: '°',
};

const REFERENCE = /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([A-Za-z][A-Za-z0-9]{1,31}));?/g;

function decodeReference(reference: string, decimal?: string, hex?: string, name?: string): string {
  if (name) return COMMON[name] !== undefined && reference.endsWith(';') ? COMMON[name]! : decodeHTML(reference);
  const code = decimal ? Number(decimal) : Number.parseInt(hex!, 16);
  // 128–159 are windows-1252 characters by HTML's rules, and invalid code points become U+FFFD: the library knows.
  if (code < 32 || (code >= 127 && code < 160) || (code >= 0xd800 && code <= 0xdfff) || code > 0x10ffff) {
    return decodeHTML(reference);
  }
  return String.fromCodePoint(code);
}

/** Decodes character references in text as a browser would: common ones directly, the rest by the `entities` tables. */
export function decodeEntities(text: string): string {
  return text.includes('&') ? text.replace(REFERENCE, decodeReference) : text;
}

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

/** Text made safe to stand between tags again. */
export function escapeHtml(text: string): string {
  return /[&<>]/.test(text) ? text.replace(/[&<>]/g, (char) => ESCAPES[char]!) : text;
}
