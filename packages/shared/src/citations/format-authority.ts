import { cleanDocumentTitle } from '../names/clean-document-title.ts';
import { caseName } from '../names/short-case-name.ts';
import { KINDS } from './data/kinds.ts';
import { isNumberedPerAdministration } from './citing-rules.ts';
import { citationFromDocument } from './document-citation.ts';
import type { CitationSource, ParsedCitation } from './types.ts';

/** What a library document is cited from: its stored fields, as the database keeps them. */
export interface AuthoritySource extends CitationSource {
  /** documents.short_title: the short title the text declares, or a decision's short case name ('Tañada v. Tuvera'). */
  shortTitle?: string | null;
  /** documents.short_name: a statute's own name derived in SQL (migration 0020), for rows with no short title. */
  shortName?: string | null;
  /** A decision's parties stored apart from its caption: they name the case when the caption does not. */
  petitioner?: string | null;
  respondent?: string | null;
}

/** A court's decision or resolution, cited by its case name: the library's document types that say so. */
export const isDecisionType = (documentType: string | null | undefined) =>
  /decision|resolution/i.test(documentType ?? '');

/**
 * A document as a Philippine brief cites it, the same on its page (Copy citation) and in an exported folder:
 * - a decision by its case name, docket and date: 'Tañada v. Tuvera, G.R. No. L-63915, April 24, 1985';
 * - a statute by its number and, when it has one, its short title: 'Republic Act No. 10173 (Data Privacy Act of
 *   2012)'; an issuance whose numbers restart with each President also by its series year: 'Executive Order
 *   No. 292, s. 1987 (Administrative Code of 1987)'.
 * Null when the document has no citation to build on (the caller shows its title instead).
 */
export function formatAuthority(doc: AuthoritySource, cited = citationFromDocument(doc)): string | null {
  if (!cited) return null;
  if (KINDS[cited.kind].family === 'docket') {
    const name = authorityName(doc);
    return name ? `${name}, ${cited.canonicalFull}` : cited.canonicalFull;
  }
  const number = citedNumber(cited);
  const name = statuteName(doc);
  return name ? `${number} (${name})` : number;
}

/**
 * The name a document is cited by before its docket: its short title, else for a decision the case name read from
 * its caption or parties ('In Re: …' for a one-sided caption), else its cleaned title.
 */
export function authorityName(doc: AuthoritySource): string {
  const short = doc.shortTitle?.replace(/\s+/g, ' ').trim();
  if (short) return short;
  return isDecisionType(doc.documentType) ? caseName(doc.title, doc) : cleanDocumentTitle(doc.title);
}

/** A statute's number, with its series year when its kind is numbered anew by each President. */
export function citedNumber(cited: ParsedCitation): string {
  const year = cited.year ?? (cited.date ? Number(cited.date.slice(0, 4)) : null);
  return isNumberedPerAdministration(cited.kind) && year ? `${cited.canonical}, s. ${year}` : cited.canonical;
}

// What a statute's name ends with ('Building Code of the Philippines', 'Data Privacy Act of 2012').
const NAME_END = /\b(?:act|code|law|decree|charter|rules?|regulations)(?:\s+of\s+(?:the\s+)?[\w\s]+)?$/i;
// What a description opens with: 'AN ACT APPROPRIATING …', 'PROCLAIMING A SPECIAL NON-WORKING DAY'.
const DESCRIPTION = /^(?:an?\s+act|a\s+decree|an\s+order|(?:further\s+)?[a-z]+ing)\b/i;

/**
 * A statute's own name for the parentheses: its short title, else the name derived in SQL. A short long title
 * ('AN ACT APPROPRIATING FUNDS FOR PUBLIC WORKS', 'PROCLAIMING A SPECIAL NON-WORKING DAY') is a description, not a
 * name: left out.
 */
function statuteName(doc: AuthoritySource): string | null {
  const name = (doc.shortTitle?.trim() || doc.shortName)?.replace(/\s+/g, ' ').trim();
  if (!name || (DESCRIPTION.test(name) && !(NAME_END.test(name) && !/^an?\s+act\b/i.test(name)))) return null;
  return cleanDocumentTitle(name.replace(/^the\s+/i, '')) || null;
}
