export { CITATOR_VERSION, citationRowsOf, type CitationRow } from './citation-rows.ts';
export { recordCitations, forgetDocument, type CitingDocument } from './record-citations.ts';
export { catchUpCitations } from './catch-up.ts';
export {
  buildCrosswalk,
  decideReportPage,
  decideReportPageIn,
  ReportPageError,
  type AdminPageAction,
  type ReportPageOutcome,
  type CrosswalkSummary,
} from './crosswalk/index.ts';
export {
  computeLibraryHealth,
  readLibraryHealth,
  refreshLibraryHealth,
  type LibraryHealth,
} from './library-health.ts';
