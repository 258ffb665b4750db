import { NAME_PARTICLES, NAME_SUFFIXES, ROMAN_NUMERALS } from '../names/data/small-words.ts';
import { toTitleCase } from '../names/title-case.ts';
import {
  BUSINESS_SUFFIX,
  ORGANISATION_WORDS,
  PARTY_ROLES,
  SOVEREIGN_PARTIES,
  TITLES_BEFORE_NAMES,
} from './data/party-words.ts';

/**
 * The short name a brief cites a decision by: the first party of each side, a person by surname, the State by its
 * short name ('Tañada v. Tuvera', 'People v. Vizconde', 'Manila Prince Hotel v. Government Service Insurance
 * System'). The sides come from the petitioner and respondent fields, else from the caption in the title. A caption
 * with one side ('In re …', 'In the Matter of …') is its own name, cut at its first comma.
 */
export interface CaseNameSource {
  title: string;
  petitioner?: string | null;
  respondent?: string | null;
}

export function caseName(source: CaseNameSource): string {
  const sides = captionSides(source);
  const first = sides && partyName(sides[0]);
  const second = sides && partyName(sides[1]);
  return first && second ? `${first} v. ${second}` : oneSidedName(source.title);
}

const MATTER_OF = /^(?:in\s+re:?|in\s+the\s+matter\s+of(?:\s+the)?)\s+/i;
const VERSUS = /\s(?:vs?\.|versus)(?:\s+|(?=\p{Lu}))/iu;
/** Where the first party of a side ends: a comma, 'and', '&' (not '& Co.'), ';', 'et al.', 'alias', a capacity. */
const PARTY_END =
  /,|;|\s(?:and|&(?!\s*co\b)|y\/o|and\/or)\s|\set\.?\s+al\b|\salias\b|\s(?:in\s+(?:his|her|their)\s+capacity|represented)\b|[([]|\s-{2,}/i;

function captionSides({ title, petitioner, respondent }: CaseNameSource): [string, string] | null {
  if (petitioner?.trim() && respondent?.trim()) {
    // A respondent field that still holds the end of the first side ('ESGUERRA, PETITIONER, vs. COURT …').
    const match = VERSUS.exec(respondent);
    const before = match ? respondent.slice(0, match.index) : '';
    if (!match || !/\bpetitioners?\b/i.test(before) || /respondent|defendant|appellee/i.test(before))
      return [petitioner, respondent];
    return [`${petitioner} ${before}`, respondent.slice(match.index + match[0].length)];
  }
  const match = VERSUS.exec(title);
  if (!match) return null;
  return [title.slice(0, match.index), title.slice(match.index + match[0].length)];
}

/** The first segment of a side that names someone (a stray 'PETITIONER,' left by a mis-split caption is skipped). */
function firstParty(side: string): { party: string; rest: string } {
  let rest = side.replace(/\s+/g, ' ').trim();
  while (rest) {
    const end = PARTY_END.exec(rest);
    const party = (end ? rest.slice(0, end.index) : rest).replace(PARTY_ROLES, '').trim();
    const after = end ? rest.slice(end.index) : '';
    if (party && !/^(?:petitioners?|respondents?)$/i.test(party)) return { party, rest: after };
    rest = after.replace(/^[,;\s]+|^\s?(?:and|&)\s/i, '').trim();
    if (!end) break;
  }
  return { party: '', rest: '' };
}

function partyName(side: string): string {
  const raw = side.replace(/\s+/g, ' ').trim();
  const spouses = /^(?:the\s+)?spouses\s+(.+)$/i.exec(raw);
  if (spouses) return `Spouses ${spousesSurname(spouses[1]!)}`;
  const { party: first, rest } = firstParty(raw);
  const party = first.replace(MATTER_OF, '').replace(/^the\s+/i, '');
  for (const [pattern, name] of SOVEREIGN_PARTIES) if (pattern.test(party)) return name;
  const heirs = /^(heirs|estate|intestate estate|testate estate) of (?:the (?:late )?)?(.+)$/i.exec(party);
  if (heirs) return `${toTitleCase(heirs[1]!.toLowerCase())} of ${personOrBody(heirs[2]!, false)}`;
  return personOrBody(party, BUSINESS_SUFFIX.test(rest));
}

/** 'MARIANO AND GILDA FLORENDO' share the surname that ends the pair; 'ANTONIO VIZARRA AND BRENDA LOGAT': his. */
function spousesSurname(couple: string): string {
  const pair = couple.split(/,|;|\srepresented\b/i)[0]!.split(/\s(?:and|&)\s/i);
  const husband = pair[0]!.trim();
  return surname(husband.split(/\s+/).length > 1 ? husband : pair[pair.length - 1]!);
}

function personOrBody(party: string, business: boolean): string {
  const bare = stripTitles(party);
  if (!bare) return '';
  // A person named with an office ('CITY JUDGE NICHOLAS CLAVANO OF OROQUIETA CITY') is judged by the name alone.
  const named = bare !== party.trim() ? bare.split(/\s+of\s+/i)[0]! : bare;
  return business || isOrganisation(named) ? recase(bare) : surname(bare);
}

function stripTitles(party: string): string {
  let rest = party.trim();
  for (let previous = ''; previous !== rest; ) {
    previous = rest;
    rest = rest.replace(TITLES_BEFORE_NAMES, '').trim();
  }
  return rest;
}

function isOrganisation(party: string): boolean {
  const words = party.toLowerCase().split(/\s+/);
  return words.length > 6 || words.some((word) => ORGANISATION_WORDS.has(word.replace(/[.,’']+s?$/, '')));
}

/**
 * A person's surname: the last name word, with the particles that belong to it ('de los Santos', 'Vda. de Murga'),
 * without a generational suffix ('Jr.', 'III') or the Spanish maternal name after 'y' ('VIZCONDE Y SANTOS').
 */
function surname(person: string): string {
  const words = person
    .replace(/\s+of\s+.*$/i, '') // 'OSCAR G. LAGMAN OF SAN FERNANDO': the place is not the name
    .split(/\s+/)
    .filter(Boolean);
  const maternal = words.findIndex((word, index) => index > 0 && word.toLowerCase() === 'y');
  if (maternal > 0) words.length = maternal;
  while (words.length > 1 && isSuffix(words[words.length - 1]!)) words.pop();
  let start = words.length - 1;
  while (start > 0 && isParticle(words[start - 1]!)) start -= 1;
  if (start > 0 && /^vda\.?$/i.test(words[start - 1]!)) start -= 1;
  return recase(words.slice(start).join(' '));
}

const isSuffix = (word: string) => {
  const bare = word.toLowerCase().replace(/[.,]/g, '');
  return bare in NAME_SUFFIXES || ROMAN_NUMERALS.has(bare);
};
const isParticle = (word: string) => NAME_PARTICLES.has(word.toLowerCase()) || /^(?:la|las|los)$/i.test(word);

/** Names typed in capitals (all of them, or all but a particle: 'VDA. de HALILI') are re-cased; others kept. */
const recase = (text: string) => (/\p{Lu}{3}/u.test(text) ? toTitleCase(text.toLowerCase()) : text);

const ONE_SIDED_WORDS = 16;

function oneSidedName(title: string): string {
  const tidy = title
    .replace(/\[[^\]]*\]?/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const words = tidy
    .split(/,\s/)[0]!
    .replace(/[\s.:;]+$/, '')
    .split(' ');
  const head = words.length > ONE_SIDED_WORDS ? `${words.slice(0, ONE_SIDED_WORDS).join(' ')} …` : words.join(' ');
  return recase(head);
}
