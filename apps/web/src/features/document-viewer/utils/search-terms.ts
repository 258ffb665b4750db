/**
 * The words to find in a document from a search query ('?q='): quoted phrases kept whole, other words split,
 * search operators and one-letter words dropped. Longest first, so a phrase wins over its own words.
 */
export function searchTerms(query: string | null | undefined): string[] {
  if (!query) return [];
  const terms: string[] = [];
  const rest = query.replace(/"([^"]+)"/g, (_match, phrase: string) => {
    terms.push(phrase.trim());
    return ' ';
  });
  for (const word of rest.split(/\s+/)) {
    const clean = word.replace(/^[-+(]+|[)*,;:.]+$/g, '');
    if (clean.length > 1 && !/^(AND|OR|NOT)$/.test(clean)) terms.push(clean);
  }
  return [...new Set(terms.filter(Boolean))].sort((a, b) => b.length - a.length);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One case-insensitive pattern for all terms; null when there is nothing to find. */
export function termsPattern(terms: readonly string[]): RegExp | null {
  if (terms.length === 0) return null;
  return new RegExp(terms.map((term) => escapeRegExp(term).replace(/\s+/g, '\\s+')).join('|'), 'gi');
}

/** What the reader typed in the find bar, found as typed: one phrase ('Article 308' is not every 'Article'). */
export function typedTerms(query: string): string[] {
  const phrase = query.trim();
  return phrase.length > 1 ? [phrase] : [];
}

const PROVISION = /^(art(?:icle)?|sec(?:tion)?)\.?\s*(\d+[a-z]?)\.?$/i;

/** 'Article 308', 'Art. 308', 'Section 5', 'sec 5': the anchor the body gives that provision ('art-308', 'sec-5'). */
export function provisionAnchor(query: string): { id: string; label: string } | null {
  const match = PROVISION.exec(query.trim());
  if (!match) return null;
  const article = match[1]!.toLowerCase().startsWith('art');
  const number = match[2]!.toLowerCase();
  return { id: `${article ? 'art' : 'sec'}-${number}`, label: `${article ? 'Article' : 'Section'} ${match[2]}` };
}
