export { importDocumentsJsonl } from './import-documents-jsonl.ts';
export { importLawyersCsv } from './import-lawyers-csv.ts';
export { importSampleFolder } from './import-sample.ts';
export { upsertRollEntries, type RollOutcome } from './upsert-lawyers.ts';
export { rollRecordFrom, type RollRecord, type RollInput } from './lawyer-record.ts';
export { documentFromRecord } from './document-record.ts';
export { STARTER_LIBRARY_FILE } from './starter-library-file.ts';
export { cleanDecisionTitle } from './sample/clean-decision-title.ts';
export { restoreParagraphs } from './sample/repair-text.ts';
export {
  ImportFileError,
  formatSummary,
  type ImportSummary,
  type ImportOptions,
  type LineFailure,
} from './import-report.ts';
