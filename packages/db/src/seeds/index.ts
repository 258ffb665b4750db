export {
  seedDemo,
  isDatabaseEmpty,
  contentCounts,
  type ContentCounts,
  SeedRefusedError,
  type SeedDemoOptions,
  type SeedDemoResult,
} from './seed-demo.ts';
export { Random } from './prng.ts';
export { generateRoll, titleCaseName, type RollEntry } from './generate-lawyers.ts';
export { generateSampleDocuments } from './generate-documents.ts';
export { loadStarterLibrary } from './load-starter-library.ts';
export { createSuperAdmin, type SuperAdminResult } from './create-super-admin.ts';
