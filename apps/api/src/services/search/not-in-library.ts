import type { Queryable } from '@batas/db';
import { resolveCitation, type AskedCitation } from '../documents/resolve-citation.ts';
import { parseSearchQuery } from './parse-query.ts';

/**
 * The case or citation the search words name, when the library does not hold it, for the results page to say so
 * at the top with the suggestions the viewer makes for a missing citation. The resolver decides, as it does for a
 * citation address, so that 'G.R. No. 101083' typed in the search box and /law-library/G.R. No. 101083 give one
 * answer. Only words that name something are looked up (a citation, a law's popular name, a case name such as
 * 'Oposa v. Factoran'); any other search costs nothing more.
 */
export async function notInLibrary(db: Queryable, words: string): Promise<AskedCitation | null> {
  const parsed = parseSearchQuery(words);
  if (parsed.citationKeys.length === 0 && !parsed.parties) return null;
  const resolution = await resolveCitation(db, parsed.query);
  if (resolution.outcome !== 'not-found') return null;
  if (resolution.citation) return resolution.citation;
  // A case name the resolver found no document for: the suggestions search for the name as typed.
  return parsed.parties ? { text: parsed.query, searchNumber: parsed.query } : null;
}
