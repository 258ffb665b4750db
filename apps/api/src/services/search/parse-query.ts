import { citationKeysFromQuery, extractCitations } from '@batas/shared';

/**
 * What a researcher typed, split into the parts the search uses differently:
 * - citation keys ('BP 22', 'B.P. Blg. 22', 'Batas Pambansa Bilang 22' → 'bp:22'): an exact lookup
 *   that puts the cited document first, whatever the spelling;
 * - the text for websearch_to_tsquery, which already gives "phrases", -exclusion and OR, with
 *   accents and case folded by the ph_legal configuration;
 * - whether the text is a case name ('Tanada v. Tuvera'), whose 'v.' must not be searched for:
 *   captions write 'vs.', 'v.' or 'versus'.
 */
export interface ParsedSearch {
  /** websearch_to_tsquery input; '' when nothing is left to match as text. */
  text: string;
  citationKeys: string[];
  isCaseName: boolean;
  /** Phrase matching re-reads each candidate's positions: the count is then estimated sooner. */
  hasPhrase: boolean;
}

const MAX_QUERY = 500;
const CASE_NAME = /^(.+?)\s+(?:v|vs|versus)\.?\s+(.+)$/i;
// A term left after removing citations: letters or digits, not just 'No.', 'Blg.', 's. 1987' debris.
const MEANINGFUL = /[\p{L}\p{N}]{3,}/u;
const DEBRIS = /\b(?:no|nos|blg|bilang|s|series|of|the)\b\.?/gi;

export function parseSearchQuery(raw: string): ParsedSearch {
  const query = raw.replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY);
  const citations = extractCitations(query);
  const keys = citationKeysFromQuery(query);
  let text = query;
  if (citations.length > 0) {
    let rest = '';
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
  const caseName = keys.length === 0 && !text.includes('"') ? CASE_NAME.exec(text) : null;
  if (caseName) text = `${caseName[1]} ${caseName[2]}`;
  return { text, citationKeys: keys, isCaseName: Boolean(caseName), hasPhrase: text.includes('"') };
}
