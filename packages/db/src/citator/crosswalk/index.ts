export { buildCrosswalk, type CrosswalkSummary } from './build-crosswalk.ts';
export { decideReportPage, ReportPageError, type AdminPageAction } from './decide-by-admin.ts';
