import { isMostlyUpperCase } from './capitalize-word.ts';
import { toTitleCase } from './title-case.ts';

/**
 * 'This Act shall be known as the “Data Privacy Act of 2012”.', 'This Decree may be cited as the Tanodbayan
 * Decree.', 'This Code shall be known and cited as …': the sentence a statute declares its short title in. Only a
 * sentence that starts with 'This <Act|Decree|Code|Law|Order|Executive Order>' counts: 'the said area shall be
 * known as …' names a place, and 'this Act shall be designated as Migrant Workers Day' names a day.
 */
const DECLARATION =
  /(?:^|[.:;—–-]\s*|\s)This\s+(?:[Aa]ct|[Dd]ecree|[Cc]ode|[Ll]aw|(?:[Ee]xecutive\s+)?[Oo]rder)\s+(?:[Ss]hall|[Mm]ay)(?:\s+(?:henceforth|hereafter))?\s+be\s+(?:known|cited|referred\s+to)(?:\s+(?:and|or)\s+(?:cited|known|referred\s+to))?\s+as\s+/g;
// A section being amended is quoted in full, its short title included: that title is the amended law's.
const AMENDING = /\b(?:amended|read as follows|to read|reads)\b[^.]{0,80}$/i;

const OPENING_QUOTES = '“"‘\'`';
/**
 * A name in double quotes ends at a double quote only: '“The Indigenous Peoples’ Rights Act of 1997”' holds a
 * possessive's apostrophe, which is also a closing single quote.
 */
const quotedBy = (open: string, close: string) =>
  new RegExp(`^(?:the\\s+|an?\\s+)?[${open}]\\s*([^${close}\\n]{2,200}?)\\s*[${close}]`, 'i');
const QUOTED = [quotedBy('“"', '”"″'), quotedBy("‘'`", "’'`")];
/** Unquoted: the name runs to the end of the sentence or to a clause that is no longer part of it. */
const UNQUOTED =
  /^(?:the\s+)?([^\n]{2,160}?)(?=\s*(?:[.;](?:\s|$)|[,(]|\s+(?:otherwise|which|and\s+shall|created|hereinafter|as\s+amended|It\s)|$))/;
/** Words a name may hold in lower case; any other lower-case word means the phrase is a description, not a name. */
const SMALL_WORDS = new Set([
  'of',
  'the',
  'and',
  'for',
  'in',
  'on',
  'to',
  'a',
  'an',
  'or',
  'by',
  'at',
  'ng',
  'sa',
  'de',
  'del',
  'y',
]);

function looksLikeName(phrase: string): boolean {
  const words = phrase.split(/\s+/);
  if (words.length > 16 || !/^[A-Z0-9“"(]/.test(phrase)) return false;
  return words.every((word) => !/^[a-z]/.test(word) || SMALL_WORDS.has(word.replace(/[^a-z]/g, '')));
}

function tidy(name: string): string | null {
  const cleaned = name
    .replace(/\s+/g, ' ')
    .replace(/^[\s“"‘'`]+|[\s,.;:”"’'″`]+$/g, '')
    // Written with its article inside the quotes ('"The Corporation Code of the Philippines."'): cited without it.
    .replace(/^the\s+/i, '')
    .trim();
  if (cleaned.length < 3) return null;
  return isMostlyUpperCase(cleaned) ? toTitleCase(cleaned) : cleaned;
}

/** Farther back than this, a paragraph start is not looked for (a text without line breaks would make it quadratic). */
const PARAGRAPH_LOOKBACK = 2000;

/** The paragraph (text since the last line break) that `index` sits in starts with a quotation mark. */
function insideQuotedParagraph(text: string, index: number): boolean {
  const from = Math.max(0, index - PARAGRAPH_LOOKBACK);
  const paragraphStart = from + text.slice(from, index).lastIndexOf('\n') + 1;
  const opening = text.slice(paragraphStart, Math.min(index, paragraphStart + 40)).trimStart();
  return OPENING_QUOTES.includes(opening.charAt(0));
}

/**
 * The short title a statute declares for itself ('Data Privacy Act of 2012'), or null when it declares none.
 * Quoted names are taken as written (the first of several: '“Domestic Workers Act” or “Batas Kasambahay”');
 * unquoted ones only when they read as a name. A declaration inside a quoted paragraph is an amended law's, not
 * this one's, and is passed over. An all-capitals name is re-cased; nothing is ever made up.
 */
export function declaredShortTitle(text: string | null | undefined): string | null {
  if (!text) return null;
  DECLARATION.lastIndex = 0;
  for (let match = DECLARATION.exec(text); match; match = DECLARATION.exec(text)) {
    const start = match.index + match[0].length;
    if (insideQuotedParagraph(text, match.index)) continue;
    if (AMENDING.test(text.slice(Math.max(0, match.index - 160), match.index))) continue;
    const rest = text.slice(start, start + 240);
    const quoted = QUOTED.map((pattern) => pattern.exec(rest)).find(Boolean);
    if (quoted) {
      const name = tidy(quoted[1]!);
      if (name) return name;
      continue;
    }
    const unquoted = UNQUOTED.exec(rest);
    const phrase = unquoted?.[1]?.trim();
    if (phrase && looksLikeName(phrase)) {
      const name = tidy(phrase);
      if (name) return name;
    }
  }
  return null;
}
