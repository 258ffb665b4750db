import { ACRONYMS } from './data/acronyms.ts';
import { NAME_PARTICLES_AFTER_DE, ROMAN_NUMERALS, TITLE_SMALL_WORDS } from './data/small-words.ts';
import { capitalizeWord } from './capitalize-word.ts';

const LEADING = /^[("'\u201C\u2018[]+/;
const TRAILING = /[)"'\u201D\u2019\],;:!?]+$/;
const DOTTED = /^(?:\p{L}\.){2,}\p{L}?\.?$|^\p{L}\.$/u;
/** After these a new phrase starts, whose first word is capitalised even if small. */
const PHRASE_END = /[:\u2014(]$|\s-$/;

function caseWord(core: string, startsPhrase: boolean, previous: string): string {
  const lower = core.toLowerCase();
  const bare = lower.replace(/\.$/, '');
  if (!startsPhrase && TITLE_SMALL_WORDS.has(lower)) return lower;
  if (!startsPhrase && NAME_PARTICLES_AFTER_DE.has(lower) && previous === 'de') return lower;
  if (!lower.endsWith('.') && ACRONYMS.has(lower)) return ACRONYMS.get(lower)!;
  if (ROMAN_NUMERALS.has(bare)) return core.toUpperCase();
  if (DOTTED.test(core)) return core.toUpperCase();
  if (core.includes('-') && core.split('-').some((part) => ACRONYMS.has(part.toLowerCase()))) {
    return core
      .split('-')
      .map((part) => ACRONYMS.get(part.toLowerCase()) ?? capitalizeWord(part))
      .join('-');
  }
  return capitalizeWord(core);
}

/**
 * Title case for Philippine legal titles: every word capitalised except small words inside the title ('of', 'the',
 * 'v.', 'vs.', 'de', 'y'), acronyms as written (COMELEC, GSIS, RTC, NLRC, PCGG, MeTC), dotted abbreviations and
 * roman numerals in capitals ('G.R.', 'III'), Mc-/O'- names and hyphenated words handled part by part.
 */
export function toTitleCase(text: string): string {
  if (!text) return '';
  const pieces = text.split(/(\s+)/);
  let startsPhrase = true;
  let previous = '';
  return pieces
    .map((piece) => {
      if (piece === '' || /^\s+$/.test(piece)) return piece;
      const lead = LEADING.exec(piece)?.[0] ?? '';
      const trail = TRAILING.exec(piece.slice(lead.length))?.[0] ?? '';
      const core = piece.slice(lead.length, piece.length - trail.length);
      const cased = core ? caseWord(core, startsPhrase || lead.includes('('), previous) : core;
      previous = core.toLowerCase();
      startsPhrase = PHRASE_END.test(piece) || /[:]$/.test(trail);
      return lead + cased + trail;
    })
    .join('');
}
