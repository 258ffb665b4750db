import { isMostlyUpperCase } from './capitalize-word.ts';
import { toTitleCase } from './title-case.ts';

// 'This Act shall be known as', 'This Code may be cited as', 'This law shall be known and cited as',
// 'This Decree shall be referred to as'.
const DECLARATION =
  /\b(?:this|the present)\s+(?:act|code|decree|law|charter|order|proclamation)\s+(?:shall|may|will)\s+be\s+(?:known|cited|referred\s+to|designated)(?:\s+(?:and|or)\s+(?:known|cited|referred\s+to))?\s+as\s+/gi;
// The name runs to its closing quote, or to the end of the sentence when it is not quoted.
const QUOTED = /^(?:the\s+)?["“'‘]+\s*(?:the\s+)?([^"“”'‘’\n]{3,150}?)\s*[.,]?\s*["”'’]/i;
const UNQUOTED = /^(?:the\s+)?([^\n"“”]{3,120}?)\s*(?:[.;](?=\s|$)|$)/i;
const RUN_ON = /,\s|\s+(?:and|or|which)\s+(?:shall|may|is|will|applies)\b/i;
// A section being amended is quoted in full: its short title is the amended law's, not this one's.
const AMENDING = /\b(?:amended|read as follows|to read|reads)\b[^.]{0,80}$/i;

/**
 * The short title a statute declares for itself ('Section 1. This Act shall be known as the "Data Privacy Act
 * of 2012".' → 'Data Privacy Act of 2012'; 'This law shall be known as "The Revised Penal Code."' → 'Revised
 * Penal Code'). Capitals are re-cased ('PROPERTY REGISTRATION DECREE' → 'Property Registration Decree'). Null
 * when the text declares none; a declaration quoted inside an amended section belongs to the amended law and
 * is passed over.
 */
export function declaredShortTitle(text: string | null | undefined): string | null {
  if (!text) return null;
  for (const match of text.matchAll(DECLARATION)) {
    const start = match.index ?? 0;
    if (AMENDING.test(text.slice(Math.max(0, start - 160), start))) continue;
    const after = text.slice(start + match[0].length, start + match[0].length + 200);
    const quoted = QUOTED.exec(after)?.[1];
    // Unquoted, the name ends where the sentence goes on ('… Act of 1982 and shall be applicable to …').
    const name = (quoted ?? UNQUOTED.exec(after)?.[1]?.split(RUN_ON)[0])?.trim();
    if (!name || !/\p{L}{3}/u.test(name) || /\bhereinafter\b/i.test(name)) continue;
    const tidy = name.replace(/\s+/g, ' ').replace(/[\s,.;:]+$/, '');
    return isMostlyUpperCase(tidy) ? toTitleCase(tidy) : tidy;
  }
  return null;
}
