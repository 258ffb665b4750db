/**
 * The installer parses collection files on a thread of its own: what comes back must be what the installer's own
 * thread would have read (a real LawPhil decision and a real Gazette page, carried as fixtures).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { libraryCollection } from '../../src/library/collections.ts';
import { parseCollectionFile } from '../../src/library/parse-file.ts';
import { startFileParser } from '../../src/library/parse-threads.ts';
import { LAWPHIL_FIXTURES_DIR, lawphilFixtures } from '../unit/library/lawphil-golden.ts';

describe('parsing collection files on a thread', () => {
  it('gives the same documents, prepared and cited, as parsing on the installer’s thread', async () => {
    const lawphil = libraryCollection('lawphil')!;
    const parser = startFileParser(lawphil);
    try {
      const fixtures = lawphilFixtures().slice(0, 6);
      const files = fixtures.map((fixture) => ({
        path: fixture.path,
        bytes: readFileSync(join(LAWPHIL_FIXTURES_DIR, fixture.file)),
      }));
      const threaded = await Promise.all(files.map(({ path, bytes }) => parser.parse(path, bytes)));
      const inline = files.map(({ path, bytes }) => parseCollectionFile(lawphil, path, bytes));
      expect(threaded).toEqual(inline);
      const documents = threaded.filter((parsed) => parsed.ok);
      expect(documents.length).toBeGreaterThan(3);
      expect(documents.every((parsed) => parsed.prepared?.doc.slug)).toBe(true);
      expect(documents.some((parsed) => (parsed.prepared?.citations.length ?? 0) > 0)).toBe(true);
    } finally {
      await parser.close();
    }
  });

  it('parses a collection it cannot hand to a thread (a test’s own) on the caller’s thread', async () => {
    const own = { ...libraryCollection('lawphil')!, read: () => ({ ok: false as const, skipped: 'not read' }) };
    const parser = startFileParser(own);
    expect(await parser.parse('any.csv', Buffer.from('x'))).toEqual({ ok: false, skipped: 'not read' });
    await parser.close();
  });
});
