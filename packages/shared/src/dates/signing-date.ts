import { MONTHS, MONTH_PATTERN } from './month-names.ts';
import { isoDate, parseLegalDate } from './parse-legal-date.ts';
import { legalDateAt } from './scan-legal-dates.ts';
import { NUMBER_WORD_PATTERN, spelledNumber, spelledOrdinal } from './spelled-numbers.ts';

const ORDINAL_DAY = `\\d{1,2}\\s?(?:st|nd|rd|th)?|(?:(?:twenty|thirty)[\\s-]+)?(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|thirtieth)`;
const YEAR_WORDS = `(?:${NUMBER_WORD_PATTERN})(?:[\\s,-]+(?:and[\\s]+)?(?:${NUMBER_WORD_PATTERN}))*`;

/**
 * 'DONE in the City of Manila, this 25th day of July, in the year of Our Lord, nineteen hundred and eighty-seven',
 * 'Done … this fifteenth day of January, … nineteen hundred and thirty-seven', 'Given … this 29th day of July
 * 2010': the clause an issuance closes with. Up to 160 characters may sit between the verb and the day. When no
 * clause has its verb ('Pone in the City of Manila, this 15th day of October, …', a misprint) 'this … day of' counts.
 */
const DAY_OF_YEAR =
  `\\s+(${ORDINAL_DAY})\\s+day\\s+of\\s+(${MONTH_PATTERN})\\b\\.?[\\s,]*` +
  `(?:in\\s+the\\s+year\\s+(?:of\\s+(?:Our\\s+Lord\\s*)?)?,?\\s*|of\\s+the\\s+year\\s+)?(\\d{4}(?!\\d)|${YEAR_WORDS})`;
const DONE_CLAUSE = new RegExp(`\\b(?:Done|Given|Signed)\\b[^]{0,160}?\\b(?:this|the)${DAY_OF_YEAR}`, 'gi');
/** Only when no clause has its verb: a certificate annexed after the signature has 'this 7th day of …' too. */
const THIS_DAY_CLAUSE = new RegExp(`\\bthis${DAY_OF_YEAR}`, 'gi');

/** 'Manila, 8 November 2002', 'Manila, November 27, 1964': the place and date a memorandum closes with, on a line. */
const PLACE_AND_DATE =
  /^[ \t]*(?:(?:City of )?Manila|Quezon City|Malaca[ñn]an(?:g|g Palace)?(?:,? Manila)?)[ \t]*,[ \t]*([^\n]{6,30}?)[ \t.]*$/gim;

/** 'Approved: AUG 15 2012', 'Approved, December 28, 1992', 'APPROVED : June 7, 1995': an Act's approval line. */
const APPROVED = /\bApproved\s*[:,.;]?\s*/gi;

interface Found {
  iso: string;
  end: number;
}

function lastDoneClause(text: string): Found | null {
  return lastDayOfYear(text, DONE_CLAUSE) ?? lastDayOfYear(text, THIS_DAY_CLAUSE);
}

function lastDayOfYear(text: string, pattern: RegExp): Found | null {
  let found: Found | null = null;
  pattern.lastIndex = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const day = spelledOrdinal(match[1]!);
    const month = MONTHS[match[2]!.toLowerCase()];
    const year = /^\d{4}$/.test(match[3]!) ? Number(match[3]) : spelledNumber(match[3]!);
    const iso = day && month && year ? isoDate(year, month, day) : null;
    if (iso) found = { iso, end: match.index + match[0].length };
  }
  return found;
}

function lastApproval(text: string): Found | null {
  let found: Found | null = null;
  APPROVED.lastIndex = 0;
  for (let match = APPROVED.exec(text); match; match = APPROVED.exec(text)) {
    const date = legalDateAt(text, match.index + match[0].length);
    if (date?.iso) found = { iso: date.iso, end: date.end };
  }
  return found;
}

function lastPlaceAndDate(text: string): Found | null {
  let found: Found | null = null;
  PLACE_AND_DATE.lastIndex = 0;
  for (let match = PLACE_AND_DATE.exec(text); match; match = PLACE_AND_DATE.exec(text)) {
    const iso = parseLegalDate(match[1]!);
    if (iso) found = { iso, end: match.index + match[0].length };
  }
  return found;
}

/**
 * The date an enactment was signed, as its own text closes with it: the last 'Approved: …' line of an Act, the
 * last 'Done … this … day of …' clause of a decree, order or proclamation, or a memorandum's closing 'Manila, 8
 * November 2002' line, whichever comes last (a date quoted in the body comes earlier). Years and days written in words are read. Null when the text has neither.
 */
export function signingDate(text: string): string | null {
  let latest: Found | null = null;
  for (const found of [lastDoneClause(text), lastApproval(text), lastPlaceAndDate(text)]) {
    if (found && (!latest || found.end > latest.end)) latest = found;
  }
  return latest?.iso ?? null;
}
