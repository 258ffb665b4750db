import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ReadResult } from '../../../../src/library/collection-record.ts';
import { readGazetteFile } from '../../../../src/library/gazette/index.ts';

/** Real files of aobalitaan/ph-gazette-scraper, kept under their repository paths (provenance in README.md there). */
export const GAZETTE_FIXTURES = resolve(dirname(fileURLToPath(import.meta.url)), '../../../fixtures/library/gazette');

export interface TextExpectation {
  minLength: number;
  maxLength: number;
  startsWith: string;
  endsWith: string;
  contains?: string[];
  notContains?: string[];
}

export interface GazetteGolden {
  /** What the file shows. */
  note: string;
  /** Its path in the repository, as the installer passes it. */
  path: string;
  /** The reader's result, without the two long texts. */
  expected: ReadResult;
  content: TextExpectation | null;
  htmlContent: TextExpectation | null;
}

export function loadGoldens(): GazetteGolden[] {
  const dir = join(GAZETTE_FIXTURES, 'expected');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as GazetteGolden);
}

/** Reads a fixture by its repository path ('data/documents-raw/masterlist/raw_html/…'). */
export function readFixture(path: string): ReadResult {
  return readGazetteFile(path, readFileSync(join(GAZETTE_FIXTURES, path)));
}

/** The record of a fixture that must read as one. */
export function recordOf(path: string) {
  const result = readFixture(path);
  if (!result.ok) throw new Error(`${path} was skipped: ${result.skipped}`);
  return result.record;
}
