import { isLawType } from '../constants/document-categories.ts';
import type { ExtractedCitation } from '../citations/types.ts';

/** What one text does to another law: amends it (or expands it), repeals it (or revokes it), strikes it down. */
export type RelationKind = 'amends' | 'repeals' | 'declaresUnconstitutional';

export const RELATION_KINDS: readonly RelationKind[] = ['amends', 'repeals', 'declaresUnconstitutional'];

/** A relation read from a text: the law it names, the provisions it names, and the sentence that says it. */
export interface FoundRelation {
  kind: RelationKind;
  /** The other law's citation as found ('Republic Act No. 7610'); a number written in words is read. */
  target: ExtractedCitation;
  /** Its lookup keys ('ra:7610'), kept even for an issuance number without a year: the date resolves it. */
  lookupKeys: string[];
  /** 'Section 21', 'Article 26': empty when the text names the whole law. */
  provisions: string[];
  /** Only part of the law: provisions named, or 'insofar as inconsistent', 'repealed or modified accordingly'. */
  partial: boolean;
  /** The sentence (or title) that says it, spaces collapsed, at most about 300 characters. */
  context: string;
  /** Read from the title or from the body. */
  from: 'title' | 'text';
}

/** The text a relation is read from: a statute or a decision, its title and body (HTML or plain), and its own keys. */
export interface RelationSource {
  title: string | null;
  content: string | null;
  /** 'decision' reads declarations of unconstitutionality; 'statute' reads amendments and repeals. */
  role: 'decision' | 'statute' | 'other';
  /** The document's own citation keys: its own number is never a relation. */
  ownKeys?: readonly string[];
}

const DECISION_TYPES: ReadonlySet<string> = new Set(['Supreme Court Decision', 'Decision']);
/** Law types whose texts amend and repeal others (a constitution or a treaty is read for neither). */
const NOT_AMENDING: ReadonlySet<string> = new Set(['Constitution']);

/** How a document of this type is read: a decision strikes laws down, a law amends and repeals them. */
export function relationRole(documentType: string | null | undefined): RelationSource['role'] {
  if (!documentType) return 'other';
  if (DECISION_TYPES.has(documentType)) return 'decision';
  return isLawType(documentType) && !NOT_AMENDING.has(documentType) ? 'statute' : 'other';
}
