import { citationKeysFromQuery, extractCitations } from '@batas/shared';
import { PARTY_SHORT_NAMES } from '@batas/shared/search';
import { popularNameKeys } from './law-names.ts';

/**
 * What a researcher typed, split into the parts the search uses differently:
 * - citation keys ('BP 22', 'B.P. Blg. 22', 'Batas Pambansa Bilang 22' → 'bp:22'), and those of a law named by
 *   its popular name ('Bouncing Checks Law' → 'bp:22', law-names.ts): an exact lookup that puts the law first;
 * - the text for websearch_to_tsquery, which already gives "phrases", -exclusion and OR, with accents and case
 *   folded by the ph_legal configuration;
 * - a name: the text when it can be a statute's name (no operators, a dozen words at most), without a trailing
 *   year ('Data Privacy Act of 2012' and '… of 2004' both look for 'Data Privacy Act');
 * - the parties of a case name ('Manila Prince Hotel v. GSIS'), whose 'v.' must not be searched for (captions
 *   write 'vs.', 'v.' or 'versus') and whose sides are matched against the caption's first parties.
 */
export interface ParsedSearch {
  /** The query as typed, spaces tidied and cut at MAX_QUERY. */
  query: string;
  /** websearch_to_tsquery input; '' when nothing is left to match as text. */
  text: string;
  citationKeys: string[];
  /** Text that may be a whole name (see above); null for queries with operators or many words. */
  name: string | null;
  /** 'X v. Y': the two sides, each with a long form when it is a known short name ('COMELEC'). */
  parties: { first: PartyName; second: PartyName } | null;
  /** Phrase matching re-reads each candidate's positions: the count is then estimated sooner. */
  hasPhrase: boolean;
  /** A '-word' to leave out: the index lists the documents before that is checked, so its figure is not the count. */
  hasExclusion: boolean;
}

export interface PartyName {
  text: string;
  /** 'Commission on Elections' for 'COMELEC'; null when the side is not a known short name. */
  longForm: string | null;
}

export const MAX_QUERY = 500;
const CASE_NAME = /^(.+?)\s+(?:v|vs|versus)\.?\s+(.+)$/i;
// A term left after removing citations: letters or digits, not just 'No.', 'Blg.', 's. 1987' debris.
const MEANINGFUL = /[\p{L}\p{N}]{3,}/u;
const DEBRIS = /\b(?:no|nos|blg|bilang|s|series|of|the)\b\.?/gi;
const EXCLUSION = /(?:^|\s)-\S/;
const OPERATORS = new RegExp(`["]|${EXCLUSION.source}|\\bOR\\b`);
const TRAILING_YEAR = /\s+(?:of\s+)?(?:1[89]|20)\d\d\s*$/i;
const MAX_NAME_WORDS = 12;

export function parseSearchQuery(raw: string): ParsedSearch {
  const query = raw.replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY);
  const citations = extractCitations(query);
  const keys = citationKeysFromQuery(query);
  let text = query;
  let rest = query;
  if (citations.length > 0) {
    rest = '';
    let last = 0;
    for (const citation of citations) {
      rest += `${query.slice(last, citation.start)} `;
      last = citation.end;
    }
    rest = `${rest}${query.slice(last)}`.replace(/\s+/g, ' ').trim();
    // A bare citation still finds the documents that cite it, in the words they print it with.
    text = MEANINGFUL.test(rest.replace(DEBRIS, ' '))
      ? rest
      : citations.map((citation) => citation.canonical).join(' ');
  }
  const hasOperators = OPERATORS.test(text);
  const caseName = keys.length === 0 && !hasOperators ? CASE_NAME.exec(text) : null;
  const parties = caseName ? { first: partyName(caseName[1]!), second: partyName(caseName[2]!) } : null;
  if (caseName) text = `${caseName[1]} ${caseName[2]}`;
  const named = citations.length > 0 ? rest : text;
  const nameWords = named.split(' ').length;
  const name =
    !hasOperators && !parties && nameWords <= MAX_NAME_WORDS && MEANINGFUL.test(named)
      ? named.replace(TRAILING_YEAR, '') || named
      : null;
  return {
    query,
    text,
    citationKeys: [...new Set([...keys, ...(name ? popularNameKeys(named) : [])])],
    name,
    parties,
    hasPhrase: text.includes('"'),
    hasExclusion: EXCLUSION.test(text),
  };
}

/** One side of 'X v. Y': 'U.S.' as 'US' (the caption's initials), 'COMELEC' with its long form. */
function partyName(side: string): PartyName {
  const text = side.replace(/\b(\p{L})\.(?=\p{L}\b)/gu, '$1').trim();
  return { text, longForm: PARTY_SHORT_NAMES[text.toLowerCase().replace(/[^a-z]/g, '')] ?? null };
}
