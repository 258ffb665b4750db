import { CARDINALS } from '../dates/spelled-numbers.ts';

/**
 * Statute numbers written in words, as older titles and repealing clauses print them ('Republic Act No. Eight
 * Thousand One Hundred Seventy-Seven', 'Executive Order Numbered Three Hundred and Two'). Only what statute numbers
 * need: whole numbers below a million, in English.
 */
const UNITS = CARDINALS;

const NUMBER_WORD = `(?:${[...Object.keys(UNITS), 'hundred', 'thousand'].join('|')})`;

/** A run of number words ('Eight Thousand One Hundred Seventy-Seven', 'Three Hundred and Two'), case-insensitive. */
export const NUMBER_WORDS_SOURCE = `${NUMBER_WORD}(?:(?:\\s*-\\s*|\\s+(?:and\\s+)?)${NUMBER_WORD})*`;

/**
 * The value of a run of number words, or null when it is not a well-formed number ('Eleven Hundred Sixty-One' is
 * 1161, as titles of the 1950s write it).
 */
export function readNumberWords(words: string): number | null {
  const tokens = words
    .toLowerCase()
    .split(/[\s-]+/)
    .filter((token) => token !== '' && token !== 'and');
  if (tokens.length === 0) return null;
  let total = 0;
  let current = 0;
  let seen = false;
  for (const token of tokens) {
    if (token === 'hundred') {
      if (current === 0 || current >= 100) return null;
      current *= 100;
    } else if (token === 'thousand') {
      if (current === 0 || total > 0) return null;
      total = current * 1000;
      current = 0;
    } else {
      const value = UNITS[token];
      if (value === undefined) return null;
      // 'Seventy-Seven' adds; two units in a row that cannot add ('Five Seven') are not one number.
      const lastDigits = current % 100;
      if (seen && lastDigits !== 0 && (lastDigits < 20 || value >= 10) && !(lastDigits % 10 === 0 && value < 10)) {
        return null;
      }
      current += value;
    }
    seen = true;
  }
  return total + current;
}
