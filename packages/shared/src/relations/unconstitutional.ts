import { citationContext } from '../citations/citation-context.ts';
import type { FoundRelation } from './types.ts';
import { provisionsBefore } from './provisions.ts';
import { relationContext } from './sentence.ts';
import type { StatuteMention } from './statute-citations.ts';

/** The end of the court's own opinion: separate opinions after it argue, they do not decide. */
const SO_ORDERED = /\bSO\s+ORDERED\b/;
/** Where the dispositive part begins: the last of these before 'SO ORDERED'. */
const DISPOSITIVE =
  /\b(?:WHEREFORE|Wherefore|IN\s+VIEW\s+WHEREOF|In\s+view\s+whereof|ACCORDINGLY|IN\s+VIEW\s+OF\s+(?:ALL\s+)?(?:THE\s+)?FOREGOING|In\s+view\s+of\s+(?:all\s+)?(?:the\s+)?foregoing|PREMISES\s+CONSIDERED|Premises\s+considered|FOR\s+THESE\s+REASONS|For\s+these\s+reasons|FOR\s+ALL\s+(?:OF\s+)?THE\s+FOREGOING|For\s+all\s+(?:of\s+)?the\s+foregoing|IN\s+LIGHT\s+OF\s+THE\s+FOREGOING)\b/g;
/** A dispositive part longer than this is not one: read only its start. */
const MAX_DISPOSITIVE = 6000;
/** Without a marker, the last words of the opinion are read. */
const TAIL = 1500;
const STRUCK = /\bunconstitutional\b/i;
const UPHELD =
  /\bnot\s+unconstitutional\b|\b(?:is|are)\s+(?:hereby\s+)?(?:declared\s+)?(?:valid\s+and\s+)?constitutional\b|\bconstitutional\s+and\s+valid\b|\bdismiss|\bdenied\b|\bupheld\b|\bsustained\b|\bwithout\s+merit\b|\bmaintains?\s+(?:their|his|her)\s+position|\bsubmits?\s+to\b|\bdissent|\bvotes?\s+to\b|\bbow\b|\bopinion\b/i;
/** The court declaring, now: 'is hereby declared', 'declaring', '… declared null and void' in the dispositive part. */
const DECLARING = /\b(?:is|are)\s+(?:hereby\s+)?declared\b|\bdeclaring\b|\bhereby\s+declares?\b/i;
const DECLARED_OR_VOID = /\bdeclar|\bvoid\b/i;
/** Another court's or an earlier decision's declaration, told: 'which declared', 'was declared … by', 'had declared'. */
const TOLD =
  /\b(?:was|were|had\s+been|has\s+been|have\s+been|had|has|which|that)\s+(?:\w+\s+)?declared\b|\bdecision\s+declared\b/i;
const PARTIAL = /\b(?:insofar|in\s+so\s+far|to\s+the\s+extent|portions?|in\s+part|partially|provisions?\s+of)\b/i;

/** The part of a decision that decides: from the last 'WHEREFORE' (or its like) before 'SO ORDERED' to it. */
export function dispositivePart(text: string): { start: number; end: number; marked: boolean } {
  const ordered = SO_ORDERED.exec(text);
  const end = ordered ? ordered.index : text.length;
  let start = -1;
  DISPOSITIVE.lastIndex = 0;
  for (let match = DISPOSITIVE.exec(text); match && match.index < end; match = DISPOSITIVE.exec(text)) {
    start = match.index;
  }
  if (start >= 0 && end - start <= MAX_DISPOSITIVE) return { start, end, marked: true };
  return { start: Math.max(0, end - TAIL), end, marked: false };
}

/**
 * The laws and provisions a decision strikes down, read in its dispositive part: 'R.A. No. 8180 is declared
 * unconstitutional', 'Administrative Order No. 308 … declared null and void for being unconstitutional'. The word
 * must follow the law before any other law is named ('R.A. No. 8180 is declared unconstitutional and E.O. No. 372
 * void' strikes down R.A. No. 8180 only); a sentence that upholds or dismisses never counts.
 */
export function unconstitutionalRelations(text: string, mentions: readonly StatuteMention[]): FoundRelation[] {
  const { start, end, marked } = dispositivePart(text);
  const inPart = mentions.filter(({ citation }) => citation.start >= start && citation.end <= end);
  const found: FoundRelation[] = [];
  inPart.forEach(({ citation, keys }, index) => {
    const context = citationContext(text, citation.start, citation.end);
    if (UPHELD.test(context.text)) return;
    const next = inPart[index + 1]?.citation.start ?? Infinity;
    const sentenceEnd = citation.end + (context.text.length - context.markEnd);
    const after = text.slice(citation.end, Math.min(next, sentenceEnd, end));
    if (!STRUCK.test(after) || TOLD.test(context.text)) return;
    // Without its 'WHEREFORE' the closing words may discuss a law: only a declaration in so many words counts.
    if (!(marked ? DECLARED_OR_VOID : DECLARING).test(context.text)) return;
    const provisions = provisionsBefore(text, citation.start, citation.start - context.markStart);
    found.push({
      kind: 'declaresUnconstitutional',
      target: citation,
      lookupKeys: keys,
      provisions,
      partial: provisions.length > 0 || PARTIAL.test(context.text),
      context: relationContext(text, citation.start, citation.end),
      from: 'text',
    });
  });
  return found;
}
