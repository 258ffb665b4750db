import { isMostlyUpperCase } from './capitalize-word.ts';
import { capitalizeWord } from './capitalize-word.ts';
import {
  NAME_ABBREVIATIONS,
  NAME_PARTICLES,
  NAME_PARTICLES_AFTER_DE,
  NAME_SUFFIXES,
  ROMAN_NUMERALS,
} from './data/small-words.ts';

function caseNamePart(core: string, index: number, count: number, startsName: boolean, previous: string): string {
  const lower = core.toLowerCase();
  const bare = lower.replace(/\.$/, '');
  const inside = !startsName && index < count - 1;
  if (NAME_SUFFIXES[bare]) return NAME_SUFFIXES[bare]!;
  if (!startsName && ROMAN_NUMERALS.has(bare)) return core.toUpperCase();
  // 'y' between two surnames is the Spanish 'and'; any other lone letter is an initial.
  if (bare === 'y' && !core.endsWith('.') && inside) return 'y';
  if (/^\p{L}\.?$/u.test(core)) return core.toUpperCase();
  if (NAME_ABBREVIATIONS.has(lower)) return capitalizeWord(core);
  if (inside && NAME_PARTICLES.has(bare)) return lower;
  if (!startsName && NAME_PARTICLES_AFTER_DE.has(bare) && previous === 'de') return lower;
  return capitalizeWord(core);
}

/**
 * Re-cases an ALL-CAPS (or all lower-case) lawyer name: 'JUAN DELA CRUZ JR.' →
 * 'Juan dela Cruz Jr.', 'MARIA DE LOS SANTOS-REYES III' → 'Maria de los Santos-Reyes III', "PATRICK O'BRIEN",
 * 'MCDONALD' → 'McDonald', 'CRUZ, JUAN Y SANTOS' → 'Cruz, Juan y Santos'. Mixed-case names are only tidied.
 */
export function formatLawyerName(name: string | null | undefined): string {
  if (!name) return '';
  const tidy = name.replace(/\s+/g, ' ').replace(/\s+,/g, ',').trim();
  const hasLower = /\p{Ll}/u.test(tidy);
  if (!isMostlyUpperCase(tidy) && (!hasLower || /\p{Lu}/u.test(tidy))) return tidy;
  const tokens = tidy.split(' ');
  let startsName = true;
  let previous = '';
  return tokens
    .map((token, index) => {
      const trail = /[,;]+$/.exec(token)?.[0] ?? '';
      const core = token.slice(0, token.length - trail.length);
      const cased = caseNamePart(core, index, tokens.length, startsName, previous);
      previous = core.toLowerCase();
      startsName = trail !== '';
      return cased + trail;
    })
    .join(' ');
}

export interface NameParts {
  firstName: string;
  middleName?: string | null;
  lastName: string;
}

/**
 * A roll entry's names, each in name case as it reads inside the whole name: 'JUAN' 'DELA CRUZ' → 'Juan' 'dela Cruz'
 * (the particle is lower-case after a first name), 'ISAGANI LEONARDO' → 'Isagani Leonardo'. The parts are cased
 * together and split back by their words, so a surname keeps the particles it has in the full name.
 */
export function nameCaseParts<Parts extends NameParts>(parts: Parts): Parts {
  const words = (value: string | null | undefined) =>
    (value ?? '').replace(/\s+/g, ' ').trim().split(' ').filter(Boolean);
  const pieces = [words(parts.firstName), words(parts.middleName), words(parts.lastName)];
  const cased = formatLawyerName(pieces.flat().join(' ')).split(' ');
  let at = 0;
  const [first, middle, last] = pieces.map((piece) => {
    const out = cased.slice(at, at + piece.length).join(' ');
    at += piece.length;
    return out;
  });
  return {
    ...parts,
    firstName: first!,
    ...(parts.middleName === undefined ? {} : { middleName: parts.middleName === null ? null : middle! }),
    lastName: last!,
  };
}
