import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { type CollectionRecord } from '../../../src/library/collection-record.ts';
import { type TextExpectation } from '../sources/helpers/golden-case.ts';
import { EXPECTED_DIR, REPO_ROOT } from '../sources/helpers/paths.ts';

/** The collection files carried as fixtures, byte for byte (provenance in their folder's README.md). */
export const LAWPHIL_FIXTURES_DIR = join(REPO_ROOT, 'apps/worker/test/fixtures/library/lawphil');
export const LAWPHIL_EXPECTED_DIR = join(EXPECTED_DIR, 'library/lawphil');

/** One fixture: the file name here, and the path the collection's repository gives it. */
export interface LawphilFixture {
  file: string;
  /** Path inside blackflare546/lawphil-data-collection, as the repository spells it (tabs, line breaks and all). */
  path: string;
  /** Why this file is here: the trap it holds. */
  why: string;
}

/** The expected reading of one fixture: the record without its text, and assertions on the text. */
export interface LawphilGolden {
  path: string;
  why: string;
  result:
    | {
        ok: true;
        record: Omit<CollectionRecord, 'document'> & { document: Omit<CollectionRecord['document'], 'content'> };
      }
    | { ok: false; skipped: string };
  content?: TextExpectation;
}

export function lawphilFixtures(): LawphilFixture[] {
  return JSON.parse(readFileSync(join(LAWPHIL_FIXTURES_DIR, 'fixtures.json'), 'utf8')) as LawphilFixture[];
}

export function lawphilGolden(file: string): LawphilGolden {
  return JSON.parse(readFileSync(join(LAWPHIL_EXPECTED_DIR, `${file}.json`), 'utf8')) as LawphilGolden;
}

export function lawphilExpectedFiles(): string[] {
  return readdirSync(LAWPHIL_EXPECTED_DIR).filter((name) => name.endsWith('.json'));
}
