import { createWriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { loadSampleEntry } from '../import/import-sample.ts';
import { STARTER_LIBRARY_FILE } from '../import/starter-library-file.ts';

/**
 * `npm run data:pack-starter-library -- DIR`: turns a folder laid out like the original sample (manifest.jsonl plus
 * the upstream files) into packages/db/data/starter-library.jsonl.gz, the real documents a fresh start loads.
 * Each line is one document in the import format, with its publisher (sourceName) and page address (sourceUrl)
 * where known. The output is deterministic (manifest order, no timestamp in the gzip header).
 */
async function* documentLines(dir: string): AsyncGenerator<string> {
  const manifest = (await readFile(join(dir, 'manifest.jsonl'), 'utf8')).split('\n').filter((line) => line.trim());
  for (const text of manifest) {
    // How the documents arrived is recorded by whoever loads the file, not by the file.
    const { source: _arrival, ...document } = await loadSampleEntry(dir, text);
    yield `${JSON.stringify(document)}\n`;
  }
}

const dir = process.argv[2];
if (!dir) {
  console.error(
    'usage: npm run data:pack-starter-library -- DIR   (a folder with manifest.jsonl, like the original sample: packages/db/data/README.md)',
  );
  process.exit(1);
}
await pipeline(
  Readable.from(documentLines(resolve(dir))),
  createGzip({ level: 9 }),
  createWriteStream(STARTER_LIBRARY_FILE),
);
console.log(`wrote ${STARTER_LIBRARY_FILE}`);
