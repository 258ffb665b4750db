export {
  seedDemo,
  isDatabaseEmpty,
  contentCounts,
  SeedRefusedError,
  type SeedDemoOptions,
  type SeedDemoResult,
} from './seed-demo.ts';
export { Random } from './prng.ts';
export { generateRoll, titleCaseName, type RollEntry } from './generate-lawyers.ts';
export { generateDemoDocuments } from './generate-documents.ts';
