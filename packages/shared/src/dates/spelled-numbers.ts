/**
 * Numbers written out in words, as the closing clauses of Philippine issuances print them: 'this fifteenth day of
 * January, in the year of Our Lord, nineteen hundred and thirty-seven', 'Two Thousand and Nine', 'two thousand
 * eleven'. Only whole numbers from words a legal text uses; anything else is null, never a guess.
 */
/** The cardinal words and their values (statute numbers in words read them too: relations/number-words.ts). */
export const CARDINALS: Readonly<Record<string, number>> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fourty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};

const ORDINALS: Readonly<Record<string, number>> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  eleventh: 11,
  twelfth: 12,
  thirteenth: 13,
  fourteenth: 14,
  fifteenth: 15,
  sixteenth: 16,
  seventeenth: 17,
  eighteenth: 18,
  nineteenth: 19,
  twentieth: 20,
  thirtieth: 30,
};

const SCALES: Readonly<Record<string, number>> = { hundred: 100, thousand: 1000 };

/** Every word a spelled number may contain, for building patterns that find one in running text. */
export const NUMBER_WORD_PATTERN = [...Object.keys(CARDINALS), ...Object.keys(ORDINALS), ...Object.keys(SCALES)]
  .sort((a, b) => b.length - a.length)
  .join('|');

function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[\s\u00a0,-]+/)
    .filter((word) => word !== '' && word !== 'and');
}

/**
 * 'nineteen hundred and eighty-seven' → 1987, 'two thousand and five' → 2005, 'one thousand nine hundred
 * ninety-six' → 1996, 'forty-two' → 42. Null when a word is not part of a number.
 */
export function spelledNumber(text: string): number | null {
  const parts = words(text);
  if (parts.length === 0) return null;
  let total = 0;
  let current = 0;
  let seen = false;
  for (const word of parts) {
    const value = CARDINALS[word];
    if (value !== undefined) {
      current += value;
      seen = true;
    } else if (word === 'hundred') {
      current = (current || 1) * 100;
      seen = true;
    } else if (word === 'thousand') {
      total += (current || 1) * 1000;
      current = 0;
      seen = true;
    } else return null;
  }
  return seen ? total + current : null;
}

/** 'fifteenth' → 15, 'twenty-fifth' → 25, 'thirty first' → 31, '25th' → 25. Null for anything else. */
export function spelledOrdinal(text: string): number | null {
  const digits = /^\s*(\d{1,3})\s*(?:st|nd|rd|th)?\s*$/i.exec(text);
  if (digits) return Number(digits[1]);
  const parts = words(text);
  const last = parts.pop();
  const unit = last === undefined ? undefined : ORDINALS[last];
  if (unit === undefined) return null;
  if (parts.length === 0) return unit;
  const tens = spelledNumber(parts.join(' '));
  return tens !== null && tens % 10 === 0 && unit < 10 ? tens + unit : null;
}
