export type { FileOutcome, LibraryCopy, LibraryFile, SkippedFile } from './library-copy.ts';
export { writeLibraryCopies } from './write-library-copies.ts';
export { recordedFiles, ledgerCounts, type LedgerCounts } from './library-ledger.ts';
export { stageCodeParts, assembleCodes, stagedPaths, stagedCodeOf, type CodePartCopy } from './code-parts.ts';
export {
  beginInstall,
  collectionStatuses,
  failInstall,
  finishInstall,
  type CollectionStatus,
} from './collection-status.ts';
export { foldDuplicates, type FoldedDuplicates } from './fold-duplicates.ts';
export { refreshStatistics } from './refresh-statistics.ts';
export { setSearchIndexesAside, rebuildSearchIndexes, DEFER_SEARCH_INDEXES_FROM } from './search-indexes.ts';
