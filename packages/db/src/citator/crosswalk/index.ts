export { buildCrosswalk, type CrosswalkSummary } from './build-crosswalk.ts';
export {
  decideReportPage,
  decideReportPageIn,
  ReportPageError,
  type AdminPageAction,
  type ReportPageOutcome,
} from './decide-by-admin.ts';
