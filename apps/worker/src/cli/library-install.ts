/**
 * npm run library:install -- gazette|lawphil|all [--from PATH_OR_URL]
 *
 * Installs the whole library from its public collections into the configured database (DATABASE_URL, else the
 * embedded database in DATA_DIR). Without --from each collection's archive at its pinned commit is downloaded from
 * GitHub; --from takes a folder (a clone or an unpacked archive), a .tar.gz laid out as GitHub lays out repository
 * archives, or the http(s) address of one. With `all`, --from names a folder holding both collections (each as its
 * folder or archive, named after its repository).
 */
import type { Database } from '@batas/db';
import { runCli } from '@batas/db/cli';
import { rebuildSearchIndexes } from '@batas/db/library';
import { installCollection } from '../library/install-collection.ts';
import { describeSummary } from '../library/describe-summary.ts';
import { libraryCollection } from '../library/collections.ts';
import { COLLECTION_SOURCES } from '../library/collection-sources.ts';
import { locateCollection } from './locate-collection.ts';
import { startInstallProgress } from './install-progress.ts';

const USAGE = 'npm run library:install -- gazette|lawphil|all [--from FOLDER|ARCHIVE.tar.gz|URL]';

function parseArguments(argv: readonly string[]): { ids: string[]; from?: string } | string {
  const args = argv.filter((arg) => arg !== '--');
  if (args.includes('--help') || args.includes('-h')) return USAGE;
  const fromAt = args.indexOf('--from');
  const from = fromAt >= 0 ? args[fromAt + 1] : undefined;
  if (fromAt >= 0 && !from) return `--from needs a folder, an archive or an address\nUsage: ${USAGE}`;
  const rest = args.filter((_, index) => index !== fromAt && index !== fromAt + 1);
  if (rest.length !== 1) return `Usage: ${USAGE}`;
  const [which] = rest;
  if (which === 'all') return { ids: COLLECTION_SOURCES.map((source) => source.id), from };
  if (!COLLECTION_SOURCES.some((source) => source.id === which)) {
    return `Unknown collection ${JSON.stringify(which)}: choose gazette, lawphil or all\nUsage: ${USAGE}`;
  }
  return { ids: [which!], from };
}

const parsed = parseArguments(process.argv.slice(2));
if (typeof parsed === 'string') {
  process.stderr.write(`${parsed}\n`);
  process.exitCode = parsed === USAGE ? 0 : 2;
} else {
  await runCli('library:install', async ({ db, signal, log }) => {
    try {
      return await installAll(db, parsed, signal, log);
    } finally {
      // The search indexes a collection left set aside are built once, after the last one, or when one failed.
      await rebuildSearchIndexes(db, (line) => log(`library:install: ${line}`));
    }
  });
}

async function installAll(
  db: Database,
  parsed: { ids: string[]; from?: string },
  signal: AbortSignal,
  log: (line: string) => void,
): Promise<number> {
  let refused = 0;
  for (const id of parsed.ids) {
    const collection = libraryCollection(id)!;
    const from = parsed.from && parsed.ids.length > 1 ? await locateCollection(parsed.from, collection) : parsed.from;
    const progress = startInstallProgress(collection.label, process.stderr);
    const summary = await installCollection(db, collection, {
      from,
      signal,
      log: (line) => progress.note(line),
      onProgress: (tally, expected) => progress.update(tally, expected),
      keepSearchIndexesAside: true,
    }).finally(() => progress.stop());
    for (const line of describeSummary(collection.label, summary)) process.stdout.write(`${line}\n`);
    if (summary.interrupted) {
      log('library:install: interrupted; run the same command again to carry on where it stopped');
      return 130;
    }
    refused += summary.refused.length + summary.files.missing;
  }
  // 2: installed, but some files were refused or missing (listed above).
  return refused > 0 ? 2 : 0;
}
