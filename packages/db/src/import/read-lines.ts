import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';

/**
 * Lines of a UTF-8 text file with their 1-based numbers, streamed (a 2 GB dump never sits in memory). A file
 * whose name ends in .gz is decompressed on the way.
 */
export async function* readLines(path: string): AsyncGenerator<{ line: number; text: string }> {
  let input: Readable = createReadStream(path);
  if (path.endsWith('.gz')) input = input.pipe(createGunzip());
  input.setEncoding('utf8');
  const reader = createInterface({ input, crlfDelay: Infinity });
  let line = 0;
  for await (const raw of reader) {
    line += 1;
    // A BOM written by spreadsheet tools would make the first line's JSON invalid.
    yield { line, text: line === 1 ? raw.replace(/^\uFEFF/, '') : raw };
  }
}
