import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';

/** Lines of a UTF-8 text file with their 1-based numbers, streamed (a 2 GB dump never sits in memory). */
export async function* readLines(path: string): AsyncGenerator<{ line: number; text: string }> {
  const reader = createInterface({ input: createReadStream(path, { encoding: 'utf8' }), crlfDelay: Infinity });
  let line = 0;
  for await (const raw of reader) {
    line += 1;
    // A BOM written by spreadsheet tools would make the first line's JSON invalid.
    yield { line, text: line === 1 ? raw.replace(/^\uFEFF/, '') : raw };
  }
}
