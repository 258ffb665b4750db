import type { Database } from '../client.ts';
import { importDocumentsJsonl } from '../import/import-documents-jsonl.ts';
import type { ImportSummary } from '../import/import-report.ts';
import { STARTER_LIBRARY_FILE } from '../import/starter-library-file.ts';

/**
 * The real law a fresh installation starts with (packages/db/data/README.md): 436 decisions, statutes and
 * constitutions, read from the packed file through the library's one write path, citations and all. A second
 * load changes nothing (every document is a duplicate).
 */
export function loadStarterLibrary(db: Database, log?: (message: string) => void): Promise<ImportSummary> {
  return importDocumentsJsonl(db, STARTER_LIBRARY_FILE, { source: 'starter-library', batchSize: 100, log });
}
