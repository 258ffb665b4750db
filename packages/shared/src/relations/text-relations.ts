import { citationContext } from '../citations/citation-context.ts';
import type { FoundRelation, RelationKind } from './types.ts';
import { provisionsBefore, provisionsIn } from './provisions.ts';
import { clauseAfter, relationContext } from './sentence.ts';
import type { StatuteMention } from './statute-citations.ts';

/**
 * A statute's operative sentences: 'Section 21 of Republic Act No. 9165 … is hereby amended to read as follows',
 * 'Republic Act No. 8177 … is hereby repealed', 'Executive Order No. 5 is hereby revoked', 'This Act hereby
 * repeals …'. A whereas clause tells history ('was amended by') and never matches: the verb must be present
 * tense ('is', 'are') or 'hereby' with the law as its subject or object.
 */
const PASSIVE =
  /^(?<between>[^]*?)\b(?:is|are)\s+(?:hereby\s+)?(?:deemed\s+)?(?:further\s+)?(?:(?<amend>amended|modified|expanded)|(?<repeal>repealed|revoked|rescinded|abrogated))\b/i;
const ACTIVE =
  /\b(?:hereby|this\s+(?:act|decree|code|order)\s+(?:hereby\s+)?)(?:further\s+)?(?:(?<amend>amends?|modif(?:y|ies)|expands?)|(?<repeal>repeals?|revokes?|rescinds?))\s+(?:the\s+)?(?:pertinent\s+|certain\s+)?(?:provisions?\s+of\s+)?(?:the\s+)?$/i;
/** A relative clause between the law and its verb that only limits it: 'which are inconsistent with this Act'. */
const LIMITING_CLAUSE =
  /\b(?:which|that|as|insofar\s+as|in\s+so\s+far\s+as|to\s+the\s+extent\s+that)\s+(?:they\s+|it\s+)?(?:is|are)\s+(?:contrary\s+to\s+or\s+)?inconsistent\b[^,]*/gi;
/** Anything else between the law and 'is hereby …' that is a verb makes another thing the subject. */
const OTHER_VERB =
  /\b(?:is|are|was|were|shall|will|be|been|has|have|had|may|must|should|which|who|whereby|unless|if|when|whenever|until|where|provided|except|in\s+case|do|does|did|hereby\s+order)\b/i;
/** Right before the law: it is named as an earlier amendment or a basis, not what this text changes. */
const NOT_THE_SUBJECT =
  /\b(?:(?:as\s+)?(?:amended|modified|repealed|revoked|expanded|superseded|substituted)\s+by\b[^.;,]{0,60}?|pursuant\s+to|in\s+consonance\s+with|conformably\s+with|consistent\s+with|under|implementing|in\s+relation\s+to|in\s+accordance\s+with|provided\s+(?:for\s+)?(?:in|by|under)|mandated\s+by|authorized\s+by|cf\.|see)\s+(?:the\s+)?$|\b(?:except|excepting|excluding|other\s+than|save)\b(?:\s+for)?[^.;]{0,40}$/i;
/** '… of the' with no provision chain: something of the law (its rules, its schedule), not the law itself. */
const SOMETHING_OF = /\b(?<noun>[a-z]+)\s+of\s+(?:the\s+)?$/i;
const PART_NOUNS = /^(?:provisions?|portions?|parts?|pertinent|paragraphs?|subsections?|sections?|articles?)$/i;
const PARTIAL =
  /\b(?:inconsistent|insofar|in\s+so\s+far|to\s+the\s+extent|(?:amended|modified)\s+accordingly|provisions?\s+of|portions?\s+of|parts?\s+of|partially|in\s+part)\b/i;
/** Between two laws of one list ('Presidential Decree No. 1, Letter of Instruction No. 2 and …'). */
const LIST_GAP = /^[\s,;]*(?:(?:and|&|or|as\s+well\s+as)\s+)?(?:the\s+)?$/i;

/** The relations a statute's body states, one per law and kind (the caller merges repeats). */
export function textRelations(text: string, mentions: readonly StatuteMention[]): FoundRelation[] {
  const found: FoundRelation[] = [];
  let previous: { end: number; verb: Verb } | null = null;
  for (const { citation, keys, listStart } of mentions) {
    const context = citationContext(text, listStart, citation.end);
    const before = context.text.slice(0, context.markStart);
    const after = clauseAfter(text, citation.end);
    const provisions =
      listStart === citation.start ? provisionsBefore(text, citation.start, citation.start - context.markStart) : [];
    const bare = withoutChain(before, provisions.length > 0);
    let verb = activeVerb(bare, after) ?? passiveVerb(after);
    if (!verb && previous && LIST_GAP.test(text.slice(previous.end, citation.start))) verb = previous.verb;
    // An opening quote right before the law ('as substituted by section three of "Act Numbered …') is read past.
    const lead = bare.replace(/[\s"“]+$/, ' ');
    if (!verb || NOT_THE_SUBJECT.test(lead) || somethingElseOf(bare, provisions.length > 0)) {
      previous = null;
      continue;
    }
    previous = { end: citation.end, verb };
    found.push({
      kind: verb.kind,
      target: citation,
      lookupKeys: keys,
      provisions,
      // Only the words about this law say 'in part': another law of the sentence may be limited, this one not.
      partial: provisions.length > 0 || PARTIAL.test(`${bare.slice(-80)} ${verb.clause}`),
      context: relationContext(text, citation.start, citation.end),
      from: 'text',
    });
  }
  return [...found, ...sameActRelations(text, found)];
}

interface Verb {
  kind: RelationKind;
  /** The words from the law to the end of the verb's clause: what 'in part' is read in. */
  clause: string;
}

function passiveVerb(after: string): Verb | null {
  const match = PASSIVE.exec(after);
  if (!match?.groups) return null;
  // A law named inside a quotation (a title quoted after 'entitled') closes it before the verb: not the subject.
  if (/^[^“]*[”″]/.test(match.groups.between!)) return null;
  const between = match.groups.between!.replace(LIMITING_CLAUSE, ' ').replace(/[“"][^”"″]*[”"″]/g, ' ');
  if (OTHER_VERB.test(between) || between.length > 200) return null;
  const tail = /^[^,;.:]*/.exec(after.slice(match[0].length))![0];
  return { kind: match.groups.repeal ? 'repeals' : 'amends', clause: `${match[0]}${tail}` };
}

function activeVerb(before: string, after: string): Verb | null {
  const match = ACTIVE.exec(before);
  if (!match?.groups) return null;
  const tail = /^[^,;.:]*/.exec(after)![0];
  return { kind: match.groups.repeal ? 'repeals' : 'amends', clause: `${match[0]}${tail}` };
}

/** 'Section 12 of the same Act, as amended, is hereby further amended': the law of the relation read last. */
const SAME_ACT =
  /\b((?:sections?|secs?\.|articles?|arts?\.)\s*[0-9A-Za-z(),&\s-]{1,80}?)\s+of\s+(?:the\s+same|said|the\s+said)\s+(?:act|code|decree|order|law)\b/gi;

function sameActRelations(text: string, found: FoundRelation[]): FoundRelation[] {
  const added: FoundRelation[] = [];
  if (found.length === 0) return added;
  for (const match of text.matchAll(SAME_ACT)) {
    const last = found.findLast((relation) => relation.target.start < match.index);
    if (!last) continue;
    const end = match.index + match[0].length;
    const verb = passiveVerb(clauseAfter(text, end));
    const provisions = provisionsIn(match[1]!);
    if (!verb || provisions.length === 0) continue;
    const same = [...found, ...added].find(
      (relation) => relation.kind === verb.kind && relation.target.canonical === last.target.canonical,
    );
    if (same) {
      for (const provision of provisions) if (!same.provisions.includes(provision)) same.provisions.push(provision);
      same.partial = true;
    } else {
      const context = relationContext(text, match.index, end);
      added.push({ ...last, kind: verb.kind, provisions, partial: true, context, from: 'text' });
    }
  }
  return added;
}

/** The text before the law without its provision chain ('Section 21 of'), so that what precedes the chain is read. */
function withoutChain(before: string, hasChain: boolean): string {
  if (!hasChain) return before;
  const chainStart = before.search(
    /(?:sections?|secs?\.|§§?|articles?|arts?\.|chapters?|titles?|books?|rules?|parts?|paragraphs?|pars?\.)\s*[\d(IVXLC][^]*$/i,
  );
  return chainStart >= 0 ? before.slice(0, chainStart) : before;
}

function somethingElseOf(bare: string, hasChain: boolean): boolean {
  if (hasChain) return false;
  const noun = SOMETHING_OF.exec(bare)?.groups?.noun;
  return Boolean(noun) && !PART_NOUNS.test(noun!);
}
