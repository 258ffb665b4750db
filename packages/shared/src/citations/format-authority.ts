import { KINDS } from './data/kinds.ts';
import { isNumberedPerAdministration } from './citing-rules.ts';
import { citationFromDocument } from './document-citation.ts';
import type { CitationSource } from './types.ts';

export interface AuthoritySource extends CitationSource {
  /** What readers call it: 'Tañada v. Tuvera', 'Data Privacy Act of 2012'. */
  shortTitle?: string | null;
  /** The title as readers see it, when there is no short title (a decision then goes by its caption). */
  heading?: string | null;
}

/**
 * A document as a Philippine brief cites it:
 * - a decision by its case name, docket and date: 'Tañada v. Tuvera, G.R. No. L-63915, April 24, 1985';
 * - a statute by its number and, when it has one, its short title: 'Republic Act No. 10173 (Data Privacy Act of
 *   2012)'; an issuance whose numbers restart with each President also by its series year: 'Executive Order
 *   No. 292, s. 1987 (Administrative Code of 1987)'.
 * Null when the document has no citation to build on (the caller shows its title instead).
 */
export function formatAuthority(doc: AuthoritySource): string | null {
  const cited = citationFromDocument(doc);
  if (!cited) return null;
  const family = KINDS[cited.kind].family;
  const name = doc.shortTitle?.trim() || null;
  if (family === 'docket') {
    const caseName = name ?? (doc.heading?.trim() || null);
    return caseName ? `${caseName}, ${cited.canonicalFull}` : cited.canonicalFull;
  }
  const year = cited.year ?? (cited.date ? Number(cited.date.slice(0, 4)) : null);
  const series = isNumberedPerAdministration(cited.kind) && year ? `, s. ${year}` : '';
  return `${cited.canonical}${series}${name ? ` (${name})` : ''}`;
}
