import { KINDS } from './data/kinds.ts';
import type { CitationKind } from './types.ts';

export interface SerialRead {
  serial: string;
  end: number;
}

// All readers use sticky regexes: they look at one position only, so the finder stays linear on long texts.
const SEGMENT = /[A-Z0-9]+/iy;
/** An office written with dots before the number: 'O.C.A.-00-01' is 'OCA-00-01'. */
const DOTTED_PREFIX = /((?:[A-Z]\.){2,4})(?=\s?-\s?\d)/iy;
/** Two or more hyphens after a number ('G.R. No. 5--', '1--'): a malformed serial, not a number to keep. */
const BROKEN_TAIL = /\s?-{2,}/y;
/** After 'L-', a 1 read as a letter, alone or spaced off ('L-L2345', 'L-I 2345' are L-12345). */
const GR_OCR_ONE = /[IlL]\s?(?=\d{3,6}(?![A-Za-z0-9]))/y;
const HYPHEN_JOIN = /\s?-(\s*)/y;
const SPACE_JOIN = /\s+(?=\d)/y;
const LETTER_SUFFIX = /\s?\(([A-Z]{1,2})\)/iy;
const GR_PREFIX = /([LI])\s?(\.?)\s?(-?)\s?(?:No\.?\s*)?(?=[0-9Il]*\d|[IlL]\s?\d)/iy;
const GR_NUMBER = /[0-9Il]*\d[0-9Il]*(?![A-Za-z0-9])/y;
const GR_RANGE_TAIL = /\s?-\s?(\d{1,7})(?![A-Za-z0-9-])/y;

function execAt(pattern: RegExp, text: string, position: number): RegExpExecArray | null {
  pattern.lastIndex = position;
  return pattern.exec(text);
}

/**
 * Reads one docket or statute number of free shape: 'RTJ-16-2460', '08-19-SB-J', '2367-CAR', 'P- 236',
 * 'MTJ 94-995', '1-A', '2020-018', '12-1-06-SC(A)'. A hyphen followed by spaces joins only a number
 * ('P- 236'), never a word ('9337- An Act'); a space joins only after a short letter prefix ('RTJ 00-1593').
 * A trailing hyphen is left out ('11000-'). At least one digit is required.
 */
export function readSerial(text: string, position: number): SerialRead | null {
  const dotted = execAt(DOTTED_PREFIX, text, position);
  const match = dotted ? [dotted[1]!.replace(/\./g, '')] : execAt(SEGMENT, text, position);
  if (!match) return null;
  const parts = [match[0]!];
  let end = position + (dotted ? dotted[0].length : match[0]!.length);
  for (;;) {
    const hyphen = execAt(HYPHEN_JOIN, text, end);
    if (hyphen) {
      const next = execAt(SEGMENT, text, end + hyphen[0].length);
      if (next && (hyphen[1] === '' || /^\d/.test(next[0]))) {
        parts.push(next[0]);
        end += hyphen[0].length + next[0].length;
        continue;
      }
    }
    if (parts.length === 1 && /^[A-Z]{1,5}$/i.test(parts[0]!)) {
      const space = execAt(SPACE_JOIN, text, end);
      const next = space && execAt(SEGMENT, text, end + space[0].length);
      if (space && next) {
        parts.push(next[0]);
        end += space[0].length + next[0].length;
        continue;
      }
    }
    break;
  }
  const suffix = execAt(LETTER_SUFFIX, text, end);
  if (suffix) {
    parts.push(suffix[1]!);
    end += suffix[0].length;
  }
  const serial = parts.join('-').toUpperCase();
  if (!/\d/.test(serial) || /^[A-Z]{6,}-/.test(serial) || execAt(BROKEN_TAIL, text, end)) return null;
  return { serial, end };
}

/**
 * Reads a G.R. number: '63915', 'L-63915', 'L 5110', 'L- 59592', 'L-No. 40004', OCR slips 'L-I9863' and
 * 'I-47629' / 'I.-12735' (I for L, I or l for 1), and ranges '146710-15'. A range whose tail cannot be the
 * end of a run ('123456-20200115') is not consumed.
 */
export function readGrSerial(text: string, position: number): SerialRead | null {
  let end = position;
  let legacy = false;
  const prefix = execAt(GR_PREFIX, text, end);
  if (prefix) {
    const isI = prefix[1]!.toUpperCase() === 'I';
    // 'I' reads as 'L' only with a hyphen ('I-47629'); a lone 'I' may be a roman numeral.
    if (!isI || prefix[3] === '-') {
      legacy = true;
      end += prefix[0].length;
    }
  }
  const ocrOne = legacy ? execAt(GR_OCR_ONE, text, end) : null;
  if (ocrOne) end += ocrOne[0].length;
  const number = execAt(GR_NUMBER, text, end);
  if (!number) return null;
  const digits = (ocrOne ? '1' : '') + number[0].replace(/[Il]/g, '1');
  // OCR repair only inside a number that is otherwise clearly digits.
  const slips = number[0].length - number[0].replace(/[Il]/g, '').length;
  if (slips > 1 || (slips === 1 && digits.length < 4)) return null;
  end += number[0].length;
  let serial = (legacy ? 'L-' : '') + digits;
  const tail = execAt(GR_RANGE_TAIL, text, end);
  if (tail && rangeEnd(digits, tail[1]!) !== null) {
    serial += `-${tail[1]}`;
    end += tail[0].length;
  }
  if (execAt(BROKEN_TAIL, text, end)) return null;
  return { serial, end };
}

/** Last number of a range written with a shortened tail ('146710-15' → 146715), or null when it is not one. */
export function rangeEnd(head: string, tail: string): number | null {
  if (tail.length > head.length) return null;
  const last = Number(head.slice(0, head.length - tail.length) + tail);
  const first = Number(head);
  return last > first ? last : null;
}

const MAX_EXPANSION = 500;

/** Every number a G.R. serial stands for: a range up to 500 long is listed member by member, 'L-' dropped. */
export function expandSerial(serial: string): string[] {
  const match = /^(?:L-)?(\d+)-(\d+)$/.exec(serial);
  if (!match) return [serial.replace(/^L-/, '')];
  const first = Number(match[1]);
  const last = rangeEnd(match[1]!, match[2]!);
  if (last === null || last - first > MAX_EXPANSION) return [String(first)];
  return Array.from({ length: last - first + 1 }, (_, index) => String(first + index));
}

/** The first number a G.R. serial stands for, 'L-' dropped: expandSerial(serial)[0] without listing the rest. */
export function firstMember(serial: string): string {
  const match = /^(?:L-)?(\d+)-\d+$/.exec(serial);
  return match ? String(Number(match[1])) : serial.replace(/^L-/, '');
}

/** Upper-case, and for kinds whose numbers are plain integers, without leading zeros. */
export function normalizeSerial(kind: CitationKind, serial: string): string {
  let value = serial.toUpperCase().replace(/\s+/g, '-').replace(/-{2,}/g, '-');
  // Only whole numbers: '03-2020' or 'MTJ-25-043' keep their zeros, they are part of the printed docket.
  if (KINDS[kind].stripLeadingZeros && /^(?:L-)?\d+(?:-\d+)?$/.test(value))
    value = value.replace(/^(L-)?0+(?=\d)/, '$1');
  return value;
}

const GR_SHAPE = /^(?:L-)?(\d{1,7})(?:-(\d{1,7}))?$/;

/** Why a serial cannot belong to a kind, or null when it can. */
export function serialProblem(kind: CitationKind, serial: string): string | null {
  if (!serial || !/\d/.test(serial)) return 'The citation has no number';
  if (kind === 'GR') {
    const match = GR_SHAPE.exec(serial);
    if (!match) return `'${serial}' is not a G.R. number`;
    if (match[2] !== undefined && rangeEnd(match[1]!, match[2]) === null)
      return `'${serial}' is not a G.R. number range`;
  }
  const max = KINDS[kind].maxNumber;
  const leading = /^(\d+)/.exec(serial);
  if (max !== undefined && leading && Number(leading[1]) > max) {
    return `${KINDS[kind].label} ${serial} does not exist (the series ends at ${max})`;
  }
  if (/^(?:L-)?0+$/.test(serial)) return `${KINDS[kind].label} ${serial} does not exist`;
  return null;
}

/** The number part used in search keys: G.R. serials lose 'L-' so 'L-63915' and '63915' meet. */
export function serialKey(kind: CitationKind, serial: string): string {
  const value = normalizeSerial(kind, serial).toLowerCase();
  return kind === 'GR' ? value.replace(/^l-/, '') : value;
}
