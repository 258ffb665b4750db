import { legalDateAt } from '../dates/index.ts';
import { CA_SERIES, KINDS } from './data/kinds.ts';
import {
  KEY_PATTERNS,
  NOT_A_KEY_BEFORE,
  NOT_AN_ACT_BEFORE,
  NUMBER_MARKER,
  type KeyPattern,
} from './data/key-patterns.ts';
import { REPORT_AHEAD } from './data/report-patterns.ts';
import { citationDate } from './citation-date.ts';
import { normalizeSerial, readGrSerial, readSerial, serialProblem, type SerialRead } from './serials.ts';
import type { CitationKind } from './types.ts';

/** A docket, statute or circular read from text, before formatting. */
export interface NumberedRead {
  kind: CitationKind;
  serials: string[];
  date: string | null;
  start: number;
  end: number;
  /** Raw texts of '(Formerly …)' parentheticals, formatted by the caller. */
  formerlyTexts: string[];
  series?: string;
  label?: string;
  year?: number;
  ambiguous?: string;
}

export type ReadOutcome = NumberedRead | { reason: string } | null;

const sticky = (source: string) => new RegExp(source, 'iy');
/** Each kind's keys as one sticky regex, to recognise a repeated key inside a list ('G.R. Nos. 1 and G.R. Nos. 2'). */
const KEY_OF_KIND = new Map<CitationKind, RegExp>();
for (const pattern of KEY_PATTERNS) {
  const previous = KEY_OF_KIND.get(pattern.kind)?.source;
  KEY_OF_KIND.set(pattern.kind, sticky(previous ? `${previous}|${pattern.source}` : pattern.source));
}

// 'CR-H.C.' is printed with dots as often as without.
const CA_SERIES_AT = new RegExp(
  `\\s*(${CA_SERIES.map((name) => name.replace(/([A-Z])(?=[A-Z]|$)/g, '$1\\.?').replace(/-/g, '\\s?-\\s?')).join('|')})(?![a-z])`,
  'iy',
);
const CBD_IN_KEY = /\s*-?\s*CBD(?![a-z])\.?(?:\s*Case)?/iy;
const ABBREVIATION_IN_PARENS = /\s*\(\s*[A-Z](?:[A-Z.]|\s(?=[A-Z]\.)){0,8}\)/iy;
const KEY_TO_NUMBER = /\s*[-:]?\s*/y;
const LIST_SEPARATOR = /\s*(?:,\s*(?:and(?![a-z])|&)?|&|\/|and(?![a-z]))\s*/iy;
const SHORT_MARKER = /Nos?(?![a-z])\.?\s*/iy;
/**
 * Asides after the number: '(Formerly UDK-15574)', '(From CTA-EB Nos. 649 & 651)', and a bare earlier docket
 * '(OCA IPI No. 96-221-MTJ)', which is the same case's former number.
 */
const ASIDE =
  /\s*[([]\s*(?:(Formerly|From)(?![a-z])\s*:?|(?=(?:A\.?\s?M\.?\s*)?OCA|JIB|CBD|UDK|G\.\s?R\.|A\.\s?[MC]\.|B\.\s?M\.))/iy;
/** 's. 1939': the series year of an issuance, which tells apart Executive Orders of different Presidents. */
const SERIES_YEAR = /\s*,?\s*(?:s\.|series\s+of)\s*((?:18|19|20)\d{2})(?!\d)/iy;
/**
 * What may sit between a docket and its date: punctuation, a page ('p. 17,'), a word saying 'dated', or a short
 * aside in words only ('(En Banc)', '[Resolution]').
 */
const DATE_GAP =
  /(?:[\s,.;:()[\]]|pp?\.\s*\d{1,4}(?:\s*-\s*\d{1,4})?|(?:dated|decided|promulgated|en\s+banc)(?:\s+on)?(?![a-z])|[([][A-Za-z][A-Za-z .,'-]{0,40}[)\]])*/iy;
/** '10:30 a.m.' and '9 A.M.' are times, not Administrative Matters. */
const TIME_BEFORE = /(?:\b\d{1,2}[:.]\d{2}|(?<![\d,.]\s?)\b\d{1,2})\s*$/;
const CA_ABBREVIATION = /^C\.?\s?A\.?$/i;
const CIRCULAR_SHAPE = /^\d{1,3}-(?:19|20)\d{2}$/;

function execAt(pattern: RegExp, text: string, position: number): RegExpExecArray | null {
  pattern.lastIndex = position;
  return pattern.exec(text);
}

function readOne(kind: CitationKind, text: string, position: number): SerialRead | null {
  return kind === 'GR' ? readGrSerial(text, position) : readSerial(text, position);
}

function startsOtherKind(kind: CitationKind, text: string, position: number): boolean {
  for (const [other, pattern] of KEY_OF_KIND) {
    if (other === kind) continue;
    const key = execAt(pattern, text, position);
    if (key && key[0].length > 0) return true;
  }
  return false;
}

/**
 * The longest list one citation may hold. Real consolidated dockets and lists of statutes stay far below it; a
 * longer list (a hostile text of nothing but numbers) ends there, and the rest is read as further citations, so
 * one read stays short and a caller can pause between reads.
 */
export const MAX_SERIALS_PER_CITATION = 100;

/** Reads a list of numbers of one kind: '223528, 223529, 223530', '91865-66 and G.R. Nos. 92439-40', '1/2'. */
export function readSerialList(
  kind: CitationKind,
  text: string,
  position: number,
): { serials: string[]; end: number } | null {
  const first = readOne(kind, text, position);
  if (!first) return null;
  const serials = [first.serial];
  let end = first.end;
  while (serials.length < MAX_SERIALS_PER_CITATION) {
    const separator = execAt(LIST_SEPARATOR, text, end);
    if (!separator || separator[0].length === 0) break;
    let next = end + separator[0].length;
    // 'R.A. 9262, and BP 22': another kind's key ends the list; its citation is read on its own.
    if (startsOtherKind(kind, text, next)) break;
    const keyMatch = execAt(KEY_OF_KIND.get(kind)!, text, next);
    const key = keyMatch && keyMatch[0].length > 0 ? keyMatch : null;
    if (key) next += key[0].length;
    const marker = execAt(key ? NUMBER_MARKER : SHORT_MARKER, text, next);
    if (marker) next += marker[0].length;
    // 'G.R. No. 11111 & G.R. 22220-25': a repeated key may come without 'No.'.
    else if (key) next += execAt(KEY_TO_NUMBER, text, next)?.[0].length ?? 0;
    // '…, 11 January 2017' and '…, 12 SCRA 100' end the list: a day or a report volume, not a docket number.
    if (legalDateAt(text, next) || execAt(REPORT_AHEAD, text, next)) break;
    const read = readOne(kind, text, next);
    if (!read) break;
    serials.push(read.serial);
    end = read.end;
  }
  return { serials, end };
}

/** Reads the docket or statute whose key `pattern` matched at `start` (key text ends at `keyEnd`). */
export function readNumbered(text: string, pattern: KeyPattern, start: number, keyEnd: number): ReadOutcome {
  let kind = pattern.kind;
  const keyText = text.slice(start, keyEnd).trim();
  const before = text.slice(Math.max(0, start - 24), start);
  if (kind === 'ACT' && NOT_AN_ACT_BEFORE.test(before)) {
    return { reason: `'${keyText}' here opens a title or another statute's name, not an Act number` };
  }
  if (kind === 'AM' && TIME_BEFORE.test(before)) return null;
  if (keyText !== '' && NOT_A_KEY_BEFORE.test(before)) return null;

  let position = keyEnd;
  let series: string | undefined;
  let serialPrefix = '';
  if (kind === 'CA_GR') {
    const found = execAt(CA_SERIES_AT, text, position);
    if (found) [series, position] = [found[1]!.toUpperCase().replace(/[\s.]/g, ''), position + found[0].length];
  }
  if (kind === 'AC') {
    const cbd = execAt(CBD_IN_KEY, text, position);
    if (cbd) [serialPrefix, position] = ['CBD-', position + cbd[0].length];
  }
  const abbreviation = execAt(ABBREVIATION_IN_PARENS, text, position);
  if (abbreviation) position += abbreviation[0].length;
  const marker = execAt(NUMBER_MARKER, text, position);
  if (marker) position += marker[0].length;
  else position += execAt(KEY_TO_NUMBER, text, position)?.[0].length ?? 0;
  // A bare abbreviation that is also a word or another reporter ('am', 'Mo', 'Mc', 'PET') counts only with 'No.'
  // or in capitals as printed; 'Act' needs only its capital.
  // Spelled-out keys ('Administrative Case') are strong; a hyphen glued to a weak abbreviation ('CA-130') is a code.
  if (pattern.weak && !marker && !/[A-Za-z]{4,}/.test(keyText)) {
    const capitals = kind === 'ACT' ? /^A/.test(keyText) : !/[a-z]/.test(keyText);
    if (!capitals || text.charAt(keyEnd) === '-') return null;
  }

  const list = readSerialList(kind, text, position);
  if (!list) {
    return marker || /\s/.test(keyText) ? { reason: `${keyText} is not followed by a number` } : null;
  }
  // Statute and circular numbers begin with a digit ('1-A', '2020-018'): 'Act of 1980' is a title, not Act 'OF-1980'.
  const family = KINDS[kind].family;
  if ((family === 'statute' || family === 'circular') && !/^\d/.test(list.serials[0]!)) {
    return marker ? { reason: `${keyText} is not followed by a number` } : null;
  }
  // Bare 'AM 25' in capitals is more often a time or a word than a docket: every A.M. number has a hyphen.
  if (kind === 'AM' && !marker && /^[A-Z]{2}$/.test(keyText) && !list.serials.every((s) => s.includes('-')))
    return null;
  let serials = list.serials.map((serial) => serialPrefix + serial);
  let end = list.end;

  if (
    kind === 'COMMONWEALTH_ACT' &&
    CA_ABBREVIATION.test(keyText) &&
    serials.some((s) => Number(/^\d+/.exec(s)?.[0]) > 733)
  ) {
    // Only 733 Commonwealth Acts exist: 'C.A. No. 4142' is a Court of Appeals case.
    kind = 'CA_CASE';
  }
  if (kind === 'AC' && serials.every((s) => CIRCULAR_SHAPE.test(s))) kind = 'SC_ADMIN_CIRCULAR';

  const formerlyTexts: string[] = [];
  for (let aside = execAt(ASIDE, text, end); aside; aside = execAt(ASIDE, text, end)) {
    const close = text.slice(aside.index + aside[0].length, aside.index + 240).search(/[)\]]/);
    if (close < 0) break;
    const inner = text.slice(aside.index + aside[0].length, aside.index + aside[0].length + close);
    if (aside[1]?.toLowerCase() !== 'from') formerlyTexts.push(inner);
    end = aside.index + aside[0].length + close + 1;
  }

  let year: number | undefined;
  const seriesYear = execAt(SERIES_YEAR, text, end);
  if (seriesYear) [year, end] = [Number(seriesYear[1]), end + seriesYear[0].length];

  let date: string | null = null;
  const gap = execAt(DATE_GAP, text, end);
  const found = legalDateAt(text, end + (gap?.[0].length ?? 0));
  if (found) {
    date = citationDate(found.iso);
    end = found.end;
  }

  serials = serials.map((serial) => normalizeSerial(kind, serial));
  const problems = serials.map((serial) => serialProblem(kind, serial));
  const valid = serials.filter((_, index) => problems[index] === null);
  if (valid.length === 0) return { reason: problems.find(Boolean) ?? 'No number' };

  const read: NumberedRead = {
    kind,
    serials: [...new Set(valid)],
    date,
    start,
    end: Math.max(end, start),
    formerlyTexts,
  };
  if (series) read.series = series;
  if (year) read.year = year;
  // Two eras print this series differently: American 'General Orders No. 58', martial-law 'General Order No. 1'.
  if (kind === 'GENERAL_ORDER' && /orders/i.test(keyText)) read.label = 'General Orders';
  const ambiguous = ambiguity(kind, keyText, read);
  if (ambiguous) read.ambiguous = ambiguous;
  return read;
}

function ambiguity(kind: CitationKind, keyText: string, read: NumberedRead): string | undefined {
  if (read.date || read.year) {
    if (kind === 'COMMONWEALTH_ACT' && CA_ABBREVIATION.test(keyText)) {
      return "'C.A.' with a date may be a Court of Appeals case rather than a Commonwealth Act";
    }
    return undefined;
  }
  if (kind === 'EXECUTIVE_ORDER' && read.serials.includes('1')) {
    return 'Every administration issues its own Executive Order No. 1: the date is needed';
  }
  if (kind === 'ADMINISTRATIVE_ORDER')
    return 'Administrative Order numbers repeat across offices and years: the issuer and date are needed';
  return undefined;
}
