import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { type DocumentInput, prepareDocument } from '@batas/db/documents';

const STARTER = join(import.meta.dirname, '../../packages/db/data/starter-library.jsonl.gz');

/**
 * The starter library's documents (packages/db/data), each with its identity: a collection's record with the
 * same identity merges with it on install, so the survey can count them and compare what both say.
 */
export function starterDocuments(): Array<{ key: string | null; document: DocumentInput }> {
  return gunzipSync(readFileSync(STARTER))
    .toString('utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const document = JSON.parse(line) as DocumentInput;
      return { key: prepareDocument(document).identity_key, document };
    });
}
