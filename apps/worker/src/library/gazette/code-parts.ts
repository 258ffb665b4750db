import { type CodePart } from '../collection-record.ts';

/**
 * Issuances the Gazette printed over many pages, each page headed with the issuance's number and where the page
 * sits. The Administrative Code of 1987 (Executive Order No. 292) is the one code printed this way: 216 pages,
 * 'Executive Order No. 292 [BOOK IV/Title XI/Chapter 2-Department Proper]'. Executive Order No. 376, s. 2004 has
 * its two annexes on pages of their own ('… – Annex A'). The issuance's own page (for the code: the preamble, the
 * books and titles listed, the signature) is an ordinary record with the same citation; the parts follow it.
 */

const LEVELS = ['book', 'title', 'subtitle', 'chapter'] as const;
type Level = (typeof LEVELS)[number];
/** 'Chapter 7-Municipal/District Offices': a name may hold a slash, but not one that starts the next level. */
const LEVEL =
  /\b(BOOK|Title|Subtitle|Chapter)\s+([IVXLC]+|\d+|[A-Z])\b\s*-?\s*((?:[^/]|\/(?!\s*(?:BOOK|Title|Subtitle|Chapter|Final|Introductory)\b))*)/gi;
/** Past every chapter of its book: the Final Provisions close Book VII. */
const AFTER_CHAPTERS = 999;

/**
 * The codes printed in parts, by citation: their date, which every part takes (one part of the Administrative Code
 * is posted under 25 May 1987), and the short title one of their pages declares for all of them.
 */
export const CODES: Readonly<Record<string, { date: string; shortTitle: string }>> = {
  // The short title is declared on another page of the code (Introductory Provisions, Section 1).
  'Executive Order No. 292, s. 1987': { date: '1987-07-25', shortTitle: 'Administrative Code of 1987' },
};

const ROMAN: Readonly<Record<string, number>> = { I: 1, V: 5, X: 10, L: 50, C: 100 };

function romanValue(text: string): number | null {
  if (!/^[IVXLC]+$/.test(text)) return null;
  let total = 0;
  for (let index = 0; index < text.length; index += 1) {
    const value = ROMAN[text[index]!]!;
    const next = ROMAN[text[index + 1] ?? ''] ?? 0;
    total += value < next ? -value : value;
  }
  return total;
}

/** 'IV' → 4, '12' → 12, 'B' → 2 (Book V's subtitles are lettered, Book IV's numbered in roman). */
function ordinalOf(text: string): number {
  if (/^\d+$/.test(text)) return Number(text);
  if (/^[A-Z]$/.test(text) && !/^[IVXLC]$/.test(text)) return text.charCodeAt(0) - 64;
  return romanValue(text) ?? 0;
}

const labelCase = (level: string) => level.charAt(0).toUpperCase() + level.slice(1).toLowerCase();

/**
 * Reads a part heading: 'BOOK IV/Title XI/Chapter 2-Department Proper' → headings ['Book IV', 'Title XI',
 * 'Chapter 2 – Department Proper'], order [4, 11, 0, 2, 0]; 'Introductory Provisions' comes first, a book's
 * 'Final Provisions' after its chapters. `names` gives a level's name where the part's own text prints it under
 * the label ('BOOK IV' then 'The Executive Branch').
 */
export function codePart(codeCitation: string, heading: string, names: Partial<Record<Level, string>> = {}): CodePart {
  const order = [0, 0, 0, 0, 0];
  const headings: string[] = [];
  LEVEL.lastIndex = 0;
  for (let match = LEVEL.exec(heading); match; match = LEVEL.exec(heading)) {
    const level = match[1]!.toLowerCase() as Level;
    const number = match[2]!.toUpperCase();
    order[LEVELS.indexOf(level)] = ordinalOf(number);
    const name = match[3]!.replace(/[-\s]+$/, '').trim() || names[level];
    headings.push(`${labelCase(level)} ${number}${name ? ` – ${name}` : ''}`);
  }
  if (/Introductory\s+Provisions/i.test(heading)) {
    order[4] = 1;
    headings.push('Introductory Provisions');
  }
  if (/Final\s+Provisions/i.test(heading)) {
    order[3] = AFTER_CHAPTERS;
    headings.push('Final Provisions');
  }
  return { codeCitation, headings, order };
}

/** An annex printed on its own page: after the issuance, in letter order ('Annex A' → [1]). */
export function annexPart(codeCitation: string, annex: string): CodePart {
  const mark = annex.replace(/^Annex\s+/i, '').toUpperCase();
  return { codeCitation, headings: [`Annex ${mark}`], order: [ordinalOf(mark)] };
}

const HEADING_LABEL = /^(BOOK|TITLE|SUBTITLE|CHAPTER)\s+([IVXLC]+|\d+|[A-Z])$/i;

/**
 * The names a part's text prints under its level labels ('BOOK IV' / 'The Executive Branch' / 'CHAPTER 1' / 'The
 * Departments'), read from its first lines up to the first section.
 */
export function namesFromText(lines: readonly string[]): Partial<Record<Level, string>> {
  const names: Partial<Record<Level, string>> = {};
  for (let index = 0; index < Math.min(lines.length, 12); index += 1) {
    if (/^SEC(?:TION)?\.?\s*\d|^Section\s+\d/i.test(lines[index]!)) break;
    const label = HEADING_LABEL.exec(lines[index]!.trim());
    const next = lines[index + 1]?.trim();
    if (label && next && !HEADING_LABEL.test(next) && next.length <= 160 && !/^SEC/i.test(next)) {
      names[label[1]!.toLowerCase() as Level] = next;
    }
  }
  return names;
}
