import { capitalizeWord, isMostlyUpperCase } from './capitalize-word.ts';
import { splitCaption } from './case-parties.ts';
import { cleanDocumentTitle } from './clean-document-title.ts';
import {
  HONORIFICS,
  NAME_SUFFIX_TOKENS,
  OFFICE_BEFORE_NAME,
  PARTY_ACRONYMS,
  STANDARD_PARTIES,
  SURNAME_FIRST,
  SURNAME_PARTICLES,
} from './data/case-name-words.ts';
import { firstParty, isInstitution, withoutTitles } from './first-party.ts';
import { toTitleCase } from './title-case.ts';

/** A decision's sides as stored apart from its caption (documents.petitioner and respondent). */
export interface CaseParties {
  petitioner?: string | null;
  respondent?: string | null;
}

// A side longer than this is a description, not a name a lawyer would write.
const MAX_SIDE = 80;

/**
 * The short case name lawyers write, from a decision's caption: the first party of each side, a person by
 * surname, an institution by its name (or the acronym the reports use), the standard parties by their one
 * word. 'LORENZO M. TAÑADA, …, petitioners, vs. HON. JUAN C. TUVERA, in his capacity as …, respondents.' →
 * 'Tañada v. Tuvera'; 'THE PEOPLE OF THE PHILIPPINES, plaintiff-appellee, vs. JUAN DELA CRUZ Y SANTOS,
 * accused-appellant.' → 'People v. Dela Cruz'; 'MANILA PRINCE HOTEL, petitioner, vs. GOVERNMENT SERVICE
 * INSURANCE SYSTEM, …' → 'Manila Prince Hotel v. GSIS'. Never guessed: null when the caption has no two
 * sides ('IN RE: …', 'IN THE MATTER OF …') or a side gives no name. The caption comes first; the parties stored
 * apart from it ('TAÑADA VS. TUVERA' with petitioner 'LORENZO M. TAÑADA') name the sides when it has none.
 */
export function shortCaseName(caption: string | null | undefined, parties?: CaseParties | null): string | null {
  const fromParties =
    parties?.petitioner?.trim() && parties.respondent?.trim()
      ? `${parties.petitioner} vs. ${parties.respondent}`
      : null;
  return fromCaption(caption) ?? fromCaption(fromParties);
}

const ONE_SIDED_WORDS = 16;

/**
 * The name a brief cites a decision by: its short case name; for a caption with one side ('IN RE: APPLICATION FOR
 * ADMISSION TO THE PHILIPPINE BAR, VICENTE D. CHING'), the caption up to its first comma ('In Re: Application for
 * Admission to the Philippine Bar'), cut after sixteen words. Empty only when the caption is.
 */
export function caseName(caption: string | null | undefined, parties?: CaseParties | null): string {
  const short = shortCaseName(caption, parties);
  if (short) return short;
  const words = cleanDocumentTitle(caption)
    .split(/,\s/)[0]!
    .replace(/[\s.:;]+$/, '')
    .split(' ');
  return words.length > ONE_SIDED_WORDS ? `${words.slice(0, ONE_SIDED_WORDS).join(' ')} …` : words.join(' ');
}

function fromCaption(caption: string | null | undefined): string | null {
  if (!caption) return null;
  // Footnote marks in the caption ('ROSALIA * M. DUGAYON', 'SPO1 JOSE BANGCADO [1]') are not names.
  const sides = splitCaption(caption.replace(/\s*\*+/g, '').replace(/\s*\[\d{1,3}\]/g, ''));
  if (!sides) return null;
  const left = partyName(sides.left);
  const right = left ? partyName(sides.right) : null;
  return left && right ? `${left} v. ${right}` : null;
}

// A designation that opens a side belongs to the other one ('ANECITO CAMPOS vs. PETITIONER, BANK OF …').
const STRAY_DESIGNATION =
  /^(?:petitioners?|respondents?|plaintiffs?|defendants?|complainants?|appellants?|appellees?)(?:-[a-z]+)*\b[\s,.;]*/i;

function partyName(side: string): string | null {
  const first = firstParty(side.replace(STRAY_DESIGNATION, ''));
  if (!first || /^IN\s+(?:RE\b|THE\s+MATTER\b)/i.test(first)) return null;
  const name = nameOf(first);
  return name && name.length <= MAX_SIDE ? name : null;
}

function nameOf(party: string): string | null {
  const upper = party.toUpperCase();
  for (const [pattern, name] of STANDARD_PARTIES) if (pattern.test(upper)) return name;
  const collective =
    /^(SPOUSES|SPS\.?|HEIRS OF(?: THE LATE)?|((?:INTESTATE |TESTATE )?ESTATE) OF(?: THE (?:LATE|DECEASED))?)\s+(.+)$/i.exec(
      party,
    );
  if (collective) {
    const person = personName(withoutTitles(collective[3]!));
    if (!person) return null;
    // An estate keeps the kind its caption names ('Testate Estate of Ponferrada').
    const estate = collective[2] && toTitleCase(collective[2].toLowerCase());
    const label = /^SP/i.test(collective[1]!)
      ? 'Spouses'
      : /^HEIRS/i.test(collective[1]!)
        ? 'Heirs of'
        : `${estate} of`;
    return `${label} ${person}`;
  }
  const bare = withoutTitles(party);
  if (!bare) return null;
  const acronym = PARTY_ACRONYMS[bare.toUpperCase()];
  if (acronym) return acronym;
  const office = OFFICE_BEFORE_NAME.exec(bare.toUpperCase());
  if (office) {
    // 'MUNICIPAL JUDGE OSCAR G. LAGMAN OF SAN FERNANDO': the place of the office is not the holder's name.
    const holder = bare.slice(office.index + office[0].length).split(/\s+OF\s+/i)[0]!;
    if (!isInstitution(holder) && holder.split(' ').length >= 2) return personName(holder);
  }
  if (isInstitution(bare)) return isShouted(bare) ? institutionCase(bare) : bare;
  // Only an office is left ('HON. PRESIDING JUDGE'): no name to give.
  if (HONORIFICS.test(`${bare} `)) return null;
  return personName(bare);
}

const VOWELLESS = /^[B-DF-HJ-NP-TV-XZ&]{2,}$/;

// Title case, but a word without vowels stays as printed: an acronym the table does not know ('CMS', 'R&R').
function institutionCase(name: string): string {
  const printed = name.split(' ');
  return toTitleCase(name)
    .split(' ')
    .map((word, index) => (VOWELLESS.test(printed[index] ?? '') && printed[index] !== 'LTD' ? printed[index]! : word))
    .join(' ');
}

// Capitals apart from the small words a caption prints in lower case ('PARKE, DAVIS and COMPANY').
const isShouted = (text: string) =>
  isMostlyUpperCase(text.replace(/\b(?:and|of|the|for|on|in|et|al|y|de|del|la|los|vda)\b\.?/g, ''));

const isInitial = (token: string) => /^\p{L}\.$/u.test(token) || /^(?:\p{L}\.){2,}$/u.test(token);

/** A person by surname: 'JUAN C. TUVERA' → 'Tuvera', 'JUAN DELA CRUZ' → 'Dela Cruz', 'ANG HOK HIN' as is. */
function personName(name: string): string | null {
  const tokens = name
    .replace(/\s+-\s+/g, '-')
    .split(' ')
    .map((token) => token.replace(/,+$/, ''))
    .filter(Boolean);
  // A couple ('NAPOLEON & EMILIA HUBILLA'): the name after the last '&' or 'and' carries the shared surname.
  const couple = tokens.findLastIndex((token) => token === '&' || token.toLowerCase() === 'and');
  if (couple >= 0) tokens.splice(0, couple + 1);
  while (tokens.length > 1 && NAME_SUFFIX_TOKENS.test(tokens.at(-1)!.toUpperCase())) tokens.pop();
  if (tokens.length === 0 || tokens.some((token) => !/\p{L}/u.test(token))) return null;
  const surnameFirst = SURNAME_FIRST.has(tokens[0]!.toUpperCase()) && tokens.length <= 3 && !tokens.some(isInitial);
  let start = surnameFirst ? 0 : tokens.length - 1;
  while (start > 0 && SURNAME_PARTICLES.has(tokens[start - 1]!.toUpperCase())) start -= 1;
  const surname = tokens.slice(start);
  if (isInitial(surname.at(-1)!)) return null;
  const shout = isShouted(name);
  return surname
    .map((token, index) => {
      if (!shout) return index === 0 ? token.charAt(0).toUpperCase() + token.slice(1) : token;
      if (index > 0 && SURNAME_PARTICLES.has(token.toUpperCase()) && !surnameFirst) return token.toLowerCase();
      return capitalizeWord(token);
    })
    .join(' ');
}
