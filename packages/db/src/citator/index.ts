export { CITATOR_VERSION, citationRowsOf, type CitationRow } from './citation-rows.ts';
export { recordCitations, forgetDocument, type CitingDocument } from './record-citations.ts';
export { catchUpCitations } from './catch-up.ts';
export {
  buildCrosswalk,
  decideReportPage,
  ReportPageError,
  type AdminPageAction,
  type CrosswalkSummary,
} from './crosswalk/index.ts';
