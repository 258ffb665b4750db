/**
 * The installer on real files of the LawPhil collection, laid out as its repository lays them out: the files pass
 * the manifest carried for the pinned commit and become one document each, with the publisher's page recorded for every copy.
 */
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '@batas/db/test';
import { libraryCollection } from '../../src/library/collections.ts';
import { installCollection } from '../../src/library/install-collection.ts';
import { LAWPHIL_FIXTURES_DIR, lawphilFixtures } from '../unit/library/lawphil-golden.ts';

// Two decisions of July 1979 whose own pages LawPhil spells irregularly (both listed on one month's page), one of
// 1985 and one of 2007 (whose own page is known).
const FILES = [
  'decision-1979-watermarks-no-date-gr-l-44550-51.csv',
  'decision-1979-date-only-file-name.csv',
  'decision-1985-tanada-v-tuvera-gr-l-63915.csv',
  'decision-2007-gr-149941.csv',
];

let db: TestDatabase;
let clone: string;

beforeAll(async () => {
  db = await openTestDatabase();
  clone = mkdtempSync(join(tmpdir(), 'lawphil-data-collection-'));
  const fixtures = lawphilFixtures();
  for (const file of FILES) {
    const { path } = fixtures.find((fixture) => fixture.file === file)!;
    mkdirSync(join(clone, dirname(path)), { recursive: true });
    copyFileSync(join(LAWPHIL_FIXTURES_DIR, file), join(clone, path));
  }
});
afterAll(async () => {
  await db.close();
  rmSync(clone, { recursive: true, force: true });
});

describe('installing real LawPhil files', () => {
  it('makes each decision one document, its own page or its month’s list recorded as where it was found', async () => {
    const summary = await installCollection(db, libraryCollection('lawphil')!, { from: clone });
    expect(summary.refused).toEqual([]);
    expect(summary.outcomes).toMatchObject({ inserted: 4, merged: 0, skipped: 0 });

    const { rows } = await db.query<{ citation: string | null; source_url: string | null; copies: string[] }>(
      `SELECT d.citation, d.source_url, array_agg(s.source_url ORDER BY s.id) AS copies
         FROM documents d JOIN document_sources s ON s.document_id = d.id
        GROUP BY d.id ORDER BY min(s.path)`,
    );
    const july1979 = 'https://lawphil.net/judjuris/juri1979/jul1979/jul1979.html';
    expect(rows.map((row) => row.copies)).toEqual([
      [july1979],
      [july1979],
      ['https://lawphil.net/judjuris/juri1985/apr1985/apr1985.html'],
      ['https://lawphil.net/judjuris/juri2007/aug2007/gr_149941_2007.html'],
    ]);
    // A list of a month's decisions names none of them alone: only a page of its own is a document's address.
    expect(rows.map((row) => row.source_url)).toEqual([
      null,
      null,
      null,
      'https://lawphil.net/judjuris/juri2007/aug2007/gr_149941_2007.html',
    ]);
  });
});
