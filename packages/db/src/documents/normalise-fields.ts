import { parseLegalDate } from '@batas/shared';

/**
 * Field cleaners shared by the document path and the lawyer importer. Sources are old hand-made
 * pages and spreadsheets: non-breaking spaces, tabs inside headers, CRLF, stray control characters
 * and decomposed accents (N + combining tilde) all occur and would break equality and search.
 */

// C0 controls except tab and newline, DEL, C1 controls, zero-width characters and BOM.
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u200b-\u200d\u2060\ufeff]/g;

/** One-line field: accents composed, whitespace runs collapsed, trimmed; '' → null. */
export function cleanLine(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const text = String(value)
    .normalize('NFC')
    .replace(INVISIBLE, '')
    .replace(/[\s\u00a0]+/g, ' ')
    .trim();
  return text === '' ? null : text;
}

/** Multi-line body: keeps paragraphs, drops trailing spaces, at most one blank line in a row. */
export function cleanText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const text = String(value)
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(INVISIBLE, '')
    .replace(/\u00a0/g, ' ')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return text === '' ? null : text;
}

export class FieldError extends Error {}

/** 'YYYY-MM-DD' from an ISO string, a Date, or a date as legal texts write it; throws on nonsense. */
export function cleanDate(value: unknown, field: string): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new FieldError(`${field} is not a valid date`);
    return value.toISOString().slice(0, 10);
  }
  const parsed = parseLegalDate(String(value));
  if (!parsed) throw new FieldError(`${field} is not a valid date: ${JSON.stringify(String(value).slice(0, 40))}`);
  return parsed;
}

export function cleanTimestamp(value: unknown, field: string): string | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(String(value));
  if (Number.isNaN(date.getTime())) throw new FieldError(`${field} is not a valid timestamp`);
  return date.toISOString();
}

export function cleanUrl(value: unknown, field: string): string | null {
  const text = cleanLine(value);
  if (!text) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new FieldError(`${field} is not a URL: ${JSON.stringify(text.slice(0, 60))}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new FieldError(`${field} must be an http(s) URL`);
  return url.toString();
}

/** Trimmed, de-duplicated (case-insensitively, first spelling wins), empty entries dropped. */
export function cleanList(value: unknown, field: string, max = 50): string[] {
  if (value === null || value === undefined) return [];
  const items = typeof value === 'string' ? value.split(/[;,]/) : value;
  if (!Array.isArray(items)) throw new FieldError(`${field} must be a list of strings`);
  const seen = new Set<string>();
  const out: string[] = [];
  for (const item of items) {
    const text = cleanLine(item);
    if (!text || seen.has(text.toLowerCase())) continue;
    seen.add(text.toLowerCase());
    out.push(text);
  }
  if (out.length > max) throw new FieldError(`${field} has more than ${max} entries`);
  return out;
}
