import { type ParsedCitation, parseCitation } from '@batas/shared/citations';
import { MONTH_PATTERN, parseLegalDate } from '@batas/shared/dates';
import { isMostlyUpperCase } from '@batas/shared/names';
import { firstDateSpan } from '../../sources/common/date-spans.ts';
import { parseDocketLine } from '../../sources/common/dockets.ts';
import { squash } from '../../sources/common/text.ts';

/** A docket line of a header or a column: as printed (tidied, without its date) and the date printed on it. */
export interface DocketText {
  text: string;
  date: string | null;
}

// Spellings the scrapers' docket rule (common/dockets.ts) does not take, as this collection prints them.
const SPELLINGS: Array<[RegExp, string]> = [
  [/^\[\s*|\s*\]$/g, ''],
  // 'August 30, l982': a letter l typed for the digit one.
  [/\bl(9\d\d)\b/g, '1$1'],
  // 'G.R. No. G.R. No. 150936', 'G.R. No. Nos. 36366-36368'.
  [/^(?:G\.\s*R\.|A\.\s*[MC]\.)\s*Nos?\.\s*(?=G\.\s*R\.|A\.\s*[MC]\.)/i, ''],
  [/^(G\.\s*R\.|A\.\s*[MC]\.)\s*No\.\s*(?=Nos\.)/i, '$1 '],
  // 'ADMIN. CASE No. 3637', 'Adm. No. 1974', 'A.M. Matter No. P-2551'.
  [/^ADMIN\.?\s+CASE\b/i, 'Adm. Case'],
  [/^ADM\.?\s+(?=No)/i, 'A.M. '],
  [/^A\.\s*M\.\s*Matter\b/i, 'Adm. Matter'],
];
// A docket of a kind the rule does not know ('C.A. No. 482', 'P.E.T. Case No. 001', 'OCA I.P.I. No. 95-12-P',
// 'UND Nos. 507-508', 'Per Rec. Nos. 3527-3408'): short, a label, 'No.' and a number.
const OTHER_DOCKET = /^[A-Z][A-Za-z.]{0,12}(?:\s[A-Z][A-Za-z.]{1,12}){0,2}\s+Nos?\.\s*[A-Z]*-?\d/;

function respell(line: string): string {
  return SPELLINGS.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), squash(line));
}

/** A docket line ('G.R. No. L-9720              March 26, 1915'), any kind; undefined when the line is none. */
export function readDocketLine(line: string): DocketText | undefined {
  const text = respell(line);
  if (text.length > 120) return undefined;
  const known = parseDocketLine(text);
  if (!known && !OTHER_DOCKET.test(text)) return undefined;
  const date = firstDateSpan(text);
  return { text: (date ? text.slice(0, date.index) : text).replace(/[\s,.;:]+$/, ''), date: date?.iso ?? null };
}

/**
 * A paragraph that runs the docket line into the caption ('G. R. No. L-55357 October 30, 1981 ROLANDO
 * DIONALDO, petitioner, …') becomes two: the docket line, then the rest.
 */
function splitGluedDocket(block: string): string[] {
  const date = block.length > 120 ? firstDateSpan(block.slice(0, 120)) : undefined;
  if (!date) return [block];
  const end = date.index + date.text.length;
  const rest = block.slice(end).trim();
  // The caption goes on in capitals; a sentence that cites a docket and a date ('… July 30, 1986, holding that')
  // is body text.
  const caption = /^\p{Lu}/u.test(rest) && isMostlyUpperCase(rest.split(',')[0]!.slice(0, 40));
  return caption && readDocketLine(block.slice(0, end)) ? [block.slice(0, end).trim(), rest] : [block];
}

/**
 * The header's first paragraphs, mended where the page's markup split a docket line: 'G.R. No. L-48352 January'
 * then '3, 1987' (one line again), a docket run into the caption (two paragraphs).
 */
export function mendHeader(blocks: readonly string[]): string[] {
  const mended: string[] = [];
  for (const block of blocks) {
    const previous = mended.at(-1);
    if (
      previous &&
      /^\d{1,2},?\s+\d{4}\.?$/.test(block.trim()) &&
      new RegExp(`(?:${MONTH_PATTERN})\\.?$`, 'i').test(previous)
    ) {
      mended[mended.length - 1] = `${previous} ${block.trim()}`;
    } else mended.push(...splitGluedDocket(block));
  }
  return mended;
}

/** A line that is only a date, maybe bracketed or starred ('* July 12, 2001', '[March 3, 1997]'). */
export function readDateLine(line: string): string | undefined {
  return parseLegalDate(respell(line).replace(/^[\s*[(]+|[\s*\]).,]+$/g, '')) ?? undefined;
}

// The Supreme Court's own dockets; a 'C.A. No.' line is a Court of Appeals case number, never a citation here.
const SUPREME_COURT_KINDS = new Set(['GR', 'AM', 'AC', 'BM', 'UDK', 'JIB', 'PET', 'OCA_IPI']);

/**
 * A docket as the library cites it: 'G.R. No. L-9720' → G.R. No. L-9720; 'G.R. Nos. L-9638 and 9789' →
 * 'G.R. Nos. L-9638 & 9789'. A docket the citation parser cannot read ('A.M. No. RTJ No. 90-474 & RTJ No.
 * 90-606') is read again without the repeated 'No.'. Undefined when it names no Supreme Court docket.
 */
export function docketCitation(docket: string): ParsedCitation | undefined {
  const text = respell(docket);
  for (const candidate of [text, text.replace(/\b([A-Z]{2,5})\s+Nos?\.\s*(?=\d)/g, '$1-')]) {
    const parsed = parseCitation(candidate);
    if (parsed.ok && SUPREME_COURT_KINDS.has(parsed.citation.kind) && parsed.citation.primarySerial) {
      return parsed.citation;
    }
  }
  return undefined;
}
