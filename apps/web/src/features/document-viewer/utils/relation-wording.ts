import type { DocumentRelations, RelatedLaw } from '@batas/shared/contracts/document-relations';

/** Series names as lawyers abbreviate them in a status line: 'Amended by R.A. No. 9231 (2003)'. */
const SHORT_SERIES: ReadonlyArray<[RegExp, string]> = [
  [/^Republic Act No\./, 'R.A. No.'],
  [/^Presidential Decree No\./, 'P.D. No.'],
  [/^Executive Order No\./, 'E.O. No.'],
  [/^Batas Pambansa Blg\./, 'B.P. Blg.'],
  [/^Commonwealth Act No\./, 'C.A. No.'],
  [/^Administrative Order No\./, 'A.O. No.'],
  [/^Letter of Instruction No\./, 'LOI No.'],
];

/** How the other law is named: a decision by its case name, a law by its short citation ('R.A. No. 9231'). */
export function relatedName(law: RelatedLaw): string {
  if (law.documentType && /Decision/.test(law.documentType) && law.heading) return law.heading;
  let citation = law.citation.replace(/, s\. \d{4}$/, '');
  for (const [long, short] of SHORT_SERIES) citation = citation.replace(long, short);
  return citation;
}

export const yearOf = (law: RelatedLaw) => law.date?.slice(0, 4) ?? null;

/** The lists that make a law's status, strongest first, with the words of each line. */
export const STATUS_LISTS = [
  {
    list: 'declaredUnconstitutionalBy',
    whole: 'Declared unconstitutional in',
    part: 'Declared unconstitutional in part in',
  },
  { list: 'repealedBy', whole: 'Repealed by', part: 'Repealed in part by' },
  { list: 'amendedBy', whole: 'Amended by', part: 'Amended by' },
] as const satisfies ReadonlyArray<{ list: keyof DocumentRelations; whole: string; part: string }>;

/** Every list of the History panel and how an item of it reads ('Amended by', 'Amends'). */
export const HISTORY_LISTS = [
  { list: 'declaredUnconstitutionalBy', verb: 'Declared unconstitutional in' },
  { list: 'repealedBy', verb: 'Repealed by' },
  { list: 'amendedBy', verb: 'Amended by' },
  { list: 'declaresUnconstitutional', verb: 'Declares unconstitutional' },
  { list: 'repeals', verb: 'Repeals' },
  { list: 'amends', verb: 'Amends' },
] as const satisfies ReadonlyArray<{ list: keyof DocumentRelations; verb: string }>;
