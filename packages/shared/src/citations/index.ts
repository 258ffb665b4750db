export type * from './types.ts';
export * from './parse-citation.ts';
export * from './format-citation.ts';
export { extractCitations, ruleTitle, walkCitations } from './extract-citations.ts';
export { citationsByWork } from './by-work.ts';
export * from './citation-keys.ts';
export {
  allDocumentCitations,
  citationFromDocument,
  documentDate,
  genericDocumentNumber,
} from './document-citation.ts';
export { expandSerial, normalizeSerial, serialKey } from './serials.ts';
export { citationDate } from './citation-date.ts';
export { CA_SERIES, CITATION_KINDS, KINDS, kindInfo, type KindInfo } from './data/kinds.ts';
export { COURT_RULES } from './data/court-rules.ts';
export * from './choose-candidate.ts';
export { canNameOneDocument, couldBeCited, isNumberedPerAdministration } from './citing-rules.ts';
export { formatAuthority, type AuthoritySource } from './format-authority.ts';
export { citationContext, CONTEXT_LENGTH, type CitationContext } from './citation-context.ts';
export { caseNameBefore, caseNameKey } from './case-name.ts';
export { normalizeForScan } from './normalize-text.ts';
export { reportPageProblem } from './read-report.ts';
export { CITATION_FORMS, CITATION_FORM_LABELS, citationFormOf, type CitationForm } from './citation-forms.ts';
