import type { FoundRelation, RelationKind } from './types.ts';
import { provisionsBefore } from './provisions.ts';
import { inside, quotedSpans, statuteMentions, type StatuteMention } from './statute-citations.ts';

/**
 * The verbs of a title that say what it does to the laws after them ('AMENDING FOR THE PURPOSE', 'FURTHER
 * AMENDING', 'EXPANDING', 'REPEALING', 'REVOKING'). A title lists them as clauses: each governs the laws up to
 * the next clause, which begins with another verb in -ING after a comma ('…, PROVIDING FUNDS THEREFOR').
 */
// 'PROPOSED AMENDMENTS TO R.A. NO. 9165' (a working group to study them) amends nothing.
const VERB =
  /\b(?:further\s+)?(amending|(?<!proposed\s+|possible\s+|study\s+(?:the\s+)?)amendments?\s+to|expanding|modifying|repealing|revoking|rescinding)\b/gi;
const NEXT_CLAUSE =
  /,?\s*\b(?:which|whereby)\b|(?:[,;]|\band\b)\s*(?:and\s+)?(?:by\s+)?(?!amending|expanding|modifying|repealing|revoking|rescinding)([a-z]+ing)\b|\band\s+for\s+other\s+purposes\b/gi;
/** Words right before a law that make it not the one this title acts on: 'AS AMENDED BY R.A. 7658'. */
const NOT_THE_OBJECT =
  /\b(?:(?:as\s+)?(?:amended|modified|repealed|revoked|expanded|superseded|confirmed|substituted)\s+by|pursuant\s+to|implementing|under)\s+(?:the\s+)?$/i;
const BASIS =
  /\b(?:under|pursuant\s+to|in\s+accordance\s+with|as\s+provided\s+(?:in|for|under)|authorized\s+(?:by|under)|(?:to\s+)?conform\s+(?:with|to)|in\s+conformity\s+with|consistent\s+with|in\s+line\s+with|in\s+relation\s+to|except|affects?|in\s+pursuance\s+of|enacted)\b/i;
const PARTIAL =
  /\b(?:certain|portions?|parts?|provisions?|partially|in\s+part|inconsistent|sections?|articles?|paragraphs?|subsections?)\b/i;

/** Clause kinds: every verb here is an amendment or a repeal. */
function kindOf(verb: string): RelationKind {
  return /^(?:repeal|revok|rescind)/i.test(verb) ? 'repeals' : 'amends';
}

/** The relations a statute's title states: 'AN ACT … AMENDING FOR THE PURPOSE REPUBLIC ACT NO. 7610, AS AMENDED'. */
export function titleRelations(title: string, ownKeys: readonly string[]): FoundRelation[] {
  const quoted = quotedSpans(title);
  const mentions = statuteMentions(title, ownKeys);
  const allVerbs = [...title.matchAll(VERB)].filter((match) => !inside(quoted, match.index));
  // 'AN AMENDMENT TO EXECUTIVE ORDER NO. 972 FURTHER AMENDING EXECUTIVE ORDER NO. 767': a verb right after a law
  // says what that law did, not this title (it still ends the clause before it).
  const verbs = allVerbs.filter(
    (match) =>
      !mentions.some(
        ({ citation }) => citation.end <= match.index && /^[\s,]*$/.test(title.slice(citation.end, match.index)),
      ),
  );
  if (verbs.length === 0) return [];
  const context = title.replace(/\s+/g, ' ').trim();
  const found: FoundRelation[] = [];
  for (const verb of verbs) {
    const start = verb.index + verb[0].length;
    const nextVerb = allVerbs.find((other) => other.index > verb.index)?.index ?? title.length;
    const end = Math.min(clauseEnd(title, start, quoted), nextVerb, participleAfter(title, mentions, start));
    for (const { citation, keys, listStart } of mentions) {
      if (citation.start < start || citation.start >= end || inside(quoted, citation.start)) continue;
      const before = title.slice(Math.max(start, listStart - 40), listStart);
      // 'MODIFYING THE RATES OF DUTY … UNDER SECTION 104 OF THE TARIFF AND CUSTOMS CODE (P.D. NO. 1464)': the law
      // is the basis of what the title does, not its object.
      if (NOT_THE_OBJECT.test(before) || BASIS.test(title.slice(start, citation.start))) continue;
      const provisions = provisionsBefore(title, citation.start, start);
      found.push({
        kind: kindOf(verb[1]!),
        target: citation,
        lookupKeys: keys,
        provisions,
        partial: provisions.length > 0 || PARTIAL.test(title.slice(start, citation.start)),
        context,
        from: 'title',
      });
    }
  }
  return found;
}

/**
 * 'AMENDING CERTAIN SECTIONS OF P.D. NO. 1281 REVISING C.A. NO. 136': a verb in -ING right after a law says what that
 * law did, and ends the clause there.
 */
function participleAfter(title: string, mentions: readonly StatuteMention[], from: number): number {
  const law = mentions.find(
    ({ citation }) =>
      citation.start >= from && /^\s+(?!AS\b|AMENDING\b|REPEALING\b)[A-Z]+ING\b/i.test(title.slice(citation.end)),
  );
  return law ? law.citation.end : title.length;
}

function clauseEnd(title: string, from: number, quoted: ReadonlyArray<[number, number]>): number {
  NEXT_CLAUSE.lastIndex = from;
  for (let match = NEXT_CLAUSE.exec(title); match; match = NEXT_CLAUSE.exec(title)) {
    if (!inside(quoted, match.index)) return match.index;
  }
  return title.length;
}
