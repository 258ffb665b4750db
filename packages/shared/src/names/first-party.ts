import { ACRONYMS } from './data/acronyms.ts';
import { HONORIFICS, NAME_CONNECTORS, OFFICE_BEFORE_NAME } from './data/case-name-words.ts';
import { INSTITUTION_WORDS, TERMINAL_WORDS } from './data/institution-words.ts';

/**
 * The first party named on one side of a caption, without designation, co-parties or description:
 * 'LORENZO M. TAÑADA, ABRAHAM F. SARMIENTO, and MOVEMENT …, petitioners,' → 'LORENZO M. TAÑADA';
 * 'RAFAEL AMPARO as Judge of the Court of First Instance' → 'RAFAEL AMPARO'.
 */
export function firstParty(side: string): string {
  // '(Formerly OCA I.P.I. No. 00-1015-P) CRISTE A. TA-OCTA': the docket note is not a party.
  const text = afterMatterOf(
    side
      .replace(/\s+/g, ' ')
      .replace(/^(?:\([^)]*\)|\[[^\]]*\])\s*/, '')
      .trim(),
  );
  const firm = FIRM.exec(text);
  if (firm) return firm[1]!;
  // 'SPOUSES PRESCILO and GOMERSINDA TAGALOGUIN': the couple is one party.
  const spouses = /^(?:SPOUSES|SPS\.?)\s+/i.exec(text)?.[0] ?? '';
  // 'CLERK II — MADONNA MACALUA': the position printed before a dash.
  const named = text.slice(spouses.length).replace(/^[A-Z][A-Z .]{2,40}\s[—–]\s+/, '');
  const kept = withoutTitles(named).replace(NAME_COMMA, '\uE000$1');
  const party = beforeDescription(
    kept
      .slice(0, partyEnd(kept))
      .replace(/\uE000/g, ', ')
      .replace(DESIGNATION, ''),
  );
  return spouses + trimEnd(party).replace(/^THE\s+/i, '');
}

/** 'THE HON. JUAN C. TUVERA' → 'JUAN C. TUVERA', 'CLERK OF COURT SALVADOR P. OLIVEROS' → 'SALVADOR P. OLIVEROS'. */
export function withoutTitles(party: string): string {
  let text = party.trim();
  for (let round = 0; round < 3; round += 1) text = text.replace(HONORIFICS, '').replace(/^THE\s+/i, '');
  return text.trim();
}

/** An institution, a firm or an office rather than a person: 'MANILA PRINCE HOTEL', 'R&R METAL CASTING'. */
export function isInstitution(name: string): boolean {
  if (/\s(?:OF|FOR|ON)\s|&/i.test(name)) return true;
  const words = name.toUpperCase().split(' ');
  // An acronym counts when it opens the name ('GSIS', 'PLDT EMPLOYEES UNION'): 'JOSE NGO' is a person.
  const acronym = (word: string) => word.length > 1 && ACRONYMS.get(word.toLowerCase()) === word;
  return acronym(words[0]!) || words.some((word) => INSTITUTION_WORDS.has(word));
}

// A firm named with its partners: 'DONALDSON, SIM & CO.', 'PARKE, DAVIS and COMPANY', 'MANUEL UY & SONS, INC.'.
// The partners' part holds no other 'and' or '&': 'COURT OF APPEALS and MANUEL UY & SONS, INC.' is two parties.
const FIRM = /^((?:(?!\sand\s)[^&]){1,60}?\s(?:&|and)\s(?:CO\.|COMPANY|SONS)(?:,?\s*(?:INC|LTD)\.?)?)(?=[\s,.;]|$)/i;
// Commas that belong to the name: 'FLORO ENTERPRISES, INC.', 'ANGELES, JR.'.
const NAME_COMMA = /,\s*(INC\.?|LTD\.?|CO\.|PHILS?\.|JR\.?|SR\.?|I{2,3}|IV)(?=[\s,.;]|$)/gi;
// Where the first party ends: co-parties, aliases ('@', 'alias', the maternal 'y'), representation, capacity.
const PARTY_END =
  /,|;|:|\/|\sand\s|(?<!\b[A-Z]\.)\s&\s|\s@|\bet\.?\s+al\b|\(|\[|\s[–—]\s|\s(?:thru|through)\s|\s(?:represented|assisted|doing business|acting|substituted|on behalf|in behalf|by (?:his|her|their)|in (?:his|her|their) capacit)|\s(?:alias|a\.k\.a\.?|as)\s|\s[yY]\s(?=\S)/i;
const DESIGNATION =
  /\s+(?:petitioners?|complainants?|plaintiffs?|appellants?|appellees?|respondents?|defendants?|accused|oppositors?)(?:[-\s][a-z]+)*\.?$/i;

/**
 * Where the first party ends. 'and' separates two parties ('ILUMINADO URBANO and MARCIAL ACAPULCO', 'COURT OF
 * APPEALS and …'), except inside a name: an institution's name that is not finished yet ('KAPATIRAN SA MEAT AND
 * CANNING DIVISION', 'NATIONAL MINES & ALLIED WORKERS UNION') or a couple ('GUILLERMO AND LOURDES BERNALDEZ').
 */
function partyEnd(text: string): number {
  let from = 0;
  for (;;) {
    const end = PARTY_END.exec(text.slice(from));
    if (!end) return text.length;
    const at = from + end.index;
    if (!/^\s(?:and|&)\s$/i.test(end[0])) return at;
    const next = at + end[0].length;
    const before = text.slice(0, at);
    const after = text.slice(next, next + (PARTY_END.exec(text.slice(next))?.index ?? text.length));
    if (!joinsName(before, end[0], after)) return at;
    from = next;
  }
}

function joinsName(before: string, separator: string, after: string): boolean {
  const words = before.trim().split(' ');
  const joined = isInstitution(`${before}${separator}${after}`);
  // One word alone is no party yet: 'RECREATION AND AMUSEMENT ASSOCIATION …', 'LUENGO & MARTINEZ', or a first
  // name before the other spouse's full name ('GUILLERMO AND LOURDES BERNALDEZ', who share the surname).
  if (words.length === 1) return joined || (after.trim().split(' ').length >= 2 && !isInstitution(after));
  // A title opens another party ('MUNICIPALITY OF SURIGAO and HON. PUBLIC SERVICE COMMISSION').
  if (withoutTitles(after) !== after.trim()) return false;
  const lastAfter = after.trim().split(' ').at(-1)!.toUpperCase();
  // A name with its 'of' part, or an office with its holder, is whole unless the words after finish an
  // institution's name ('METROPOLITAN WATERWORKS AND SEWERAGE SYSTEM').
  // 'COURT OF APPEALS and LAND BANK': a name that has its last word is finished.
  if (/\sOF\s/i.test(before) || OFFICE_BEFORE_NAME.test(before.toUpperCase())) {
    if (TERMINAL_WORDS.has(words.at(-1)!.toUpperCase())) return false;
    return TERMINAL_WORDS.has(lastAfter) && !/\sOF\s/i.test(after) && isInstitution(after);
  }
  if (!isInstitution(before) && !NAME_CONNECTORS.test(before)) return false;
  return !TERMINAL_WORDS.has(words.at(-1)!.toUpperCase()) && joined;
}

// 'In re estate of Piraso, deceased. SIXTO ACOP, petitioner-appellant': the proceeding, then the party. The
// sentence ends at a colon or semicolon, or a period after a word that is not an initial or an abbreviation
// (a dash may follow it: 'MIJARES.— BUENAVENTURA GALVEZ').
const SENTENCE_END = /(\S+?)[.:;](?:\s*[—–]\s*|\s+)(?=[A-Z])/g;
const ABBREVIATIONS = new Set([
  'JR',
  'SR',
  'MRS',
  'MR',
  'MS',
  'HON',
  'ATTY',
  'DR',
  'STA',
  'STO',
  'MA',
  'INC',
  'CO',
  'CORP',
  'VDA',
]);

// 'Intestate estate of Miguel Guzman. RAFAELA GUZMAN, petitioner-appellee': the estate's proceeding, then the party.
const ESTATE_PROCEEDING = /^(?:THE\s+)?(?:(?:IN)?TESTATE\s+)?ESTATE\s+OF\b/i;

function afterMatterOf(text: string): string {
  const estate = ESTATE_PROCEEDING.test(text);
  if (!estate && !/^IN\s+(?:RE\b|THE\s+MATTER\b)/i.test(text)) return text;
  const after = estate ? estateSentenceEnd(text) : lastSentenceEnd(text);
  if (after >= 0) return text.slice(after);
  // No sentence after it: the estate is the party ('TESTATE ESTATE OF LAZARO MOTA, deceased, ET AL.').
  if (estate) return text;
  // 'IN THE MATTER OF THE PETITION OF JOSE NGO TO BE ADMITTED …, JOSE NGO, petitioner-appellee': the party is the
  // last name before the designation; 'IN RE PETITION FOR HABEAS CORPUS OF WILLIE YU, petitioner': after the 'OF'.
  const proceeding = text.replace(DESIGNATION_AFTER_COMMA, '').replace(/,?\s*deceased\.?$/i, '');
  const lastComma = proceeding.lastIndexOf(', ');
  if (lastComma >= 0) return proceeding.slice(lastComma + 2);
  // 'IN THE MATTER OF THE TESTATE ESTATE OF PATRICIO PONFERRADA, deceased': the estate is the party.
  const matterOfEstate = /^IN\s+(?:RE:?|THE\s+MATTER\s+OF)\s+(?:THE\s+)?((?:(?:IN)?TESTATE\s+)?ESTATE\s+OF\s.+)$/i.exec(
    proceeding,
  );
  if (matterOfEstate) return matterOfEstate[1]!;
  const lastOf = proceeding.search(/\sOF\s+(?!.*\sOF\s)/i);
  return lastOf >= 0 ? proceeding.slice(lastOf).replace(/^\s*OF\s+/i, '') : text;
}

/** Where the sentence after the last one that ends the proceeding starts; -1 when none does. */
function lastSentenceEnd(text: string): number {
  let after = -1;
  for (const match of sentenceEnds(text)) after = match;
  return after;
}

/**
 * An estate's proceeding is one short sentence ('Intestate estate of Saturnino Fule, deceased. CIRIACO FULE, …'):
 * a period further on ends something else ('THE ESTATE OF DECEDENT JUAN GAMBOA DIZON, ANGELINA V. DIZON, …').
 */
function estateSentenceEnd(text: string): number {
  const [first] = sentenceEnds(text);
  if (first === undefined) return -1;
  const before = text.slice(0, first).replace(/,\s*deceased\.\s*$/i, '');
  // A period inside brackets ('(SPEC. PROC. NO. 242)') ends no sentence.
  return /,/.test(before) || /\([^)]*$/.test(before) ? -1 : first;
}

function sentenceEnds(text: string): number[] {
  const ends: number[] = [];
  for (const match of text.matchAll(SENTENCE_END)) {
    // 'GONZAGA/MA.': the word is the one after the slash.
    const word = match[1]!.replace(/^.*\//, '').replace(/^\W+/, '').toUpperCase();
    if (/[:;]/.test(match[0]) || (word.length > 1 && !ABBREVIATIONS.has(word)))
      ends.push((match.index ?? 0) + match[0].length);
  }
  return ends;
}

const DESIGNATION_AFTER_COMMA =
  /,?\s*(?:petitioners?|complainants?|plaintiffs?|appellants?|appellees?|respondents?|defendants?|accused|oppositors?|applicants?|petition)(?:[-\s]+[a-z]+)*\s*[.,]?\s*$/i;

// Lower-case words a name in capitals may hold; any other lower-case word starts a description.
const LOWER_IN_NAMES = new Set([
  'de',
  'del',
  'dela',
  'delos',
  'la',
  'las',
  'los',
  'y',
  'van',
  'von',
  'da',
  'di',
  'and',
  'sa',
  'ng',
]);

/** 'RAFAEL AMPARO as Judge of …' → 'RAFAEL AMPARO': in a name printed in capitals, the description is not. */
function beforeDescription(party: string): string {
  const words = party.trim().split(' ');
  if (!/^\p{Lu}{2}/u.test(words[0] ?? '')) return party;
  const cut = words.findIndex((word, index) => index > 0 && /^\p{Ll}/u.test(word) && !LOWER_IN_NAMES.has(word));
  return cut > 0 ? words.slice(0, cut).join(' ') : party;
}

// A final period stays only where it ends an abbreviation ('Inc.', 'Co.', an initial).
function trimEnd(text: string): string {
  const trimmed = text.replace(/[\s,;:]+$/, '');
  return /\b(?:INC|LTD|CO|CORP|JR|SR|\p{L})\.$/iu.test(trimmed) ? trimmed : trimmed.replace(/\.+$/, '').trim();
}
