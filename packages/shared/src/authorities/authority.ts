import { KINDS } from '../citations/data/kinds.ts';
import { citationFromDocument, documentDate } from '../citations/document-citation.ts';
import {
  authorityName,
  citedNumber,
  formatAuthority,
  isDecisionType,
  type AuthoritySource as CitedDocument,
} from '../citations/format-authority.ts';
import type { ParsedCitation } from '../citations/types.ts';
import { formatLongUsDate } from '../dates/format-date.ts';
import { cleanDocumentTitle } from '../names/clean-document-title.ts';
import { AUTHORITY_GROUPS, type AuthorityGroup } from './data/authority-groups.ts';

/** A library document in a list of authorities: its stored fields, its title and type always there. */
export interface AuthoritySource extends CitedDocument {
  title: string;
  documentType: string;
}

export interface Authority {
  group: AuthorityGroup;
  /** 'Tañada v. Tuvera, G.R. No. L-63915, April 24, 1985'; 'Republic Act No. 10173 (Data Privacy Act of 2012)'. */
  text: string;
  /** What the list sorts by within its group: the case name, or the statute's kind and number. */
  sortName: string;
  kindRank: number;
  number: number | null;
  date: string | null;
}

export function authorityGroup(documentType: string): AuthorityGroup {
  if (isDecisionType(documentType)) return 'cases';
  const type = documentType.trim().toLowerCase();
  return (
    AUTHORITY_GROUPS.find((group) => (group.types as readonly string[]).some((name) => name.toLowerCase() === type))
      ?.key ?? 'other'
  );
}

/**
 * A document cited the way a Philippine brief cites it, with what the list of authorities sorts it by. The text is
 * formatAuthority's, the one the document's page offers to copy; a document with no citation to build on goes by
 * its name and date (a decision, a rule), the Constitution by its citation or title.
 */
export function describeAuthority(doc: AuthoritySource): Authority {
  const group = authorityGroup(doc.documentType);
  const date = documentDate(doc);
  const parsed = citationFromDocument(doc);
  const base = { group, date, kindRank: kindRank(group, doc.documentType), number: leadingNumber(parsed) };
  const formatted = formatAuthority(doc, parsed);
  if (group === 'cases') {
    const name = authorityName(doc);
    return { ...base, text: formatted ?? withDate(name, date), sortName: name };
  }
  const heading = cleanDocumentTitle(doc.title) || doc.title;
  if (group === 'constitution') {
    const text = formatted ?? (doc.citation?.trim() || heading);
    return { ...base, text, sortName: text };
  }
  if (parsed && KINDS[parsed.kind].family === 'statute') {
    return { ...base, text: formatted!, sortName: citedNumber(parsed) };
  }
  const text = formatted ?? (doc.citation?.trim() || withDate(heading, date));
  return { ...base, text, sortName: heading };
}

function withDate(name: string, date: string | null): string {
  const dated = formatLongUsDate(date);
  return dated ? `${name}, ${dated}` : name;
}

function kindRank(group: AuthorityGroup, documentType: string): number {
  const types = AUTHORITY_GROUPS.find((entry) => entry.key === group)!.types as readonly string[];
  const index = types.findIndex((name) => name.toLowerCase() === documentType.trim().toLowerCase());
  return index < 0 ? types.length : index;
}

function leadingNumber(parsed: ParsedCitation | null): number | null {
  const digits = /\d+/.exec(parsed?.primarySerial ?? '');
  return digits ? Number(digits[0]) : null;
}
