import { KINDS } from '../citations/data/kinds.ts';
import { citationFromDocument, documentDate } from '../citations/document-citation.ts';
import { formatCitation, formatCitationFull } from '../citations/format-citation.ts';
import type { ParsedCitation } from '../citations/types.ts';
import { formatLongUsDate } from '../dates/format-date.ts';
import { cleanDocumentTitle } from '../names/clean-document-title.ts';
import { caseName } from '../names/short-case-name.ts';
import { AUTHORITY_GROUPS, SERIES_YEAR_KINDS, type AuthorityGroup } from './data/authority-groups.ts';

/** What a library document needs to be cited in a brief: its stored fields, as the database keeps them. */
export interface AuthoritySource {
  title: string;
  documentType: string;
  citation?: string | null;
  grNumber?: string | null;
  dateDecided?: string | null;
  dateEnacted?: string | null;
  petitioner?: string | null;
  respondent?: string | null;
  /** A statute's own name ('Data Privacy Act of 2012'): documents.short_name. */
  shortName?: string | null;
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

const isDecision = (documentType: string) => /decision|resolution/i.test(documentType);

export function authorityGroup(documentType: string): AuthorityGroup {
  if (isDecision(documentType)) return 'cases';
  const type = documentType.trim().toLowerCase();
  return (
    AUTHORITY_GROUPS.find((group) => (group.types as readonly string[]).some((name) => name.toLowerCase() === type))
      ?.key ?? 'other'
  );
}

/** A document cited the way a Philippine brief cites it, with what the list of authorities sorts it by. */
export function describeAuthority(doc: AuthoritySource): Authority {
  const group = authorityGroup(doc.documentType);
  const date = documentDate(doc);
  const parsed = citationFromDocument(doc);
  const heading = cleanDocumentTitle(doc.title) || doc.title;
  const base = { group, date, kindRank: kindRank(group, doc.documentType), number: leadingNumber(parsed) };
  if (group === 'cases') {
    const name = caseName(doc.title, doc);
    const docket = parsed ? formatCitationFull(parsed) : formatLongUsDate(date);
    return { ...base, text: docket ? `${name}, ${docket}` : name, sortName: name };
  }
  if (group === 'constitution') {
    const text = doc.citation?.trim() || heading;
    return { ...base, text, sortName: text };
  }
  if (!parsed || KINDS[parsed.kind].family !== 'statute') {
    const dated = formatLongUsDate(date);
    const text = doc.citation?.trim() || (dated ? `${heading}, ${dated}` : heading);
    return { ...base, text, sortName: heading };
  }
  const number = withSeriesYear(parsed, date);
  const name = statuteName(doc.shortName);
  return { ...base, text: name ? `${number} (${name})` : number, sortName: number };
}

function withSeriesYear(parsed: ParsedCitation, date: string | null): string {
  const text = formatCitation(parsed);
  const year = parsed.year ?? (date ? Number(date.slice(0, 4)) : null);
  return SERIES_YEAR_KINDS.has(parsed.kind) && year ? `${text}, s. ${year}` : text;
}

/**
 * A statute's own name for the parentheses. A short long title ('AN ACT APPROPRIATING FUNDS FOR PUBLIC WORKS') is
 * a description, not a name: left out.
 */
function statuteName(shortName: string | null | undefined): string | null {
  const name = shortName?.replace(/\s+/g, ' ').trim();
  if (!name || /^(?:an?\s+act|a\s+decree|an\s+order|providing|authorizing|amending|declaring)\b/i.test(name))
    return null;
  return cleanDocumentTitle(name.replace(/^the\s+/i, ''));
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
