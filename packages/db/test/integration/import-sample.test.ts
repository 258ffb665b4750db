import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importSampleFolder } from '../../src/import/import-sample.ts';
import { openTestDatabase, type TestDatabase } from '../../src/test/open-test-database.ts';

// Six real entries, one per upstream layout the sample reader knows (see the folder's PROVENANCE.md).
const FOLDER = fileURLToPath(new URL('../fixtures/sample-folder', import.meta.url));

describe('import-sample', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(async () => {
    await db?.close();
  });

  const byKey = async (key: string) => {
    const { rows } = await db.query<Record<string, unknown>>(
      `SELECT document_type, citation, date_decided, date_enacted, ponente, source, source_name, source_url,
              length(content) AS length, content FROM documents WHERE $1 = ANY(citation_keys)`,
      [key],
    );
    expect(rows, key).toHaveLength(1);
    return rows[0]!;
  };

  it('reads every layout: LawPhil CSV, E-Library and Official Gazette JSON, provisions JSON, a YAML tree', async () => {
    const summary = await importSampleFolder(db, FOLDER);
    expect(summary.failures).toEqual([]);
    expect(summary).toMatchObject({ total: 6, inserted: 6, failed: 0 });

    expect(await byKey('gr:63915')).toMatchObject({
      ponente: 'ESCOLIN',
      date_decided: '1985-04-24',
      source: 'sample:lawphil-blackflare546',
      source_name: 'LawPhil',
    });
    expect(await byKey('phil:333-535')).toMatchObject({
      source_name: 'Supreme Court E-Library',
      ponente: 'PANGANIBAN',
    });
    const dataPrivacy = await byKey('ra:10173');
    expect(dataPrivacy).toMatchObject({ source_name: 'Official Gazette', date_enacted: '2012-08-15' });
    expect(dataPrivacy.source_url).toMatch(/^https:\/\/www\.officialgazette\.gov\.ph\//);
    expect((await byKey('bp:22')).date_enacted).toBe('1979-04-03');
    const penalCode = await byKey('act:3815');
    expect(penalCode.content).toMatch(/^Article 1\. Time when Act takes effect/);
    expect(penalCode.source_url).toBe('https://lawphil.net/statutes/acts/act1930/act_3815_1930.html');
    const constitution = await db.query<Record<string, unknown>>(
      `SELECT source_name, source_url, content FROM documents WHERE document_type = 'Constitution'`,
    );
    expect(constitution.rows[0]).toMatchObject({
      source_name: 'statute-trees-justmars/const1987.yaml',
      source_url: 'http://republicact.com/docs/statute/1/1987-constitution',
    });
    expect(constitution.rows[0]!.content).toMatch(/ARTICLE III – BILL OF RIGHTS/i);
  });

  it('a second run changes nothing: every entry is a duplicate', async () => {
    expect(await importSampleFolder(db, FOLDER)).toMatchObject({ total: 6, inserted: 0, updated: 0, duplicates: 6 });
  });

  it('reports a changed or missing file with its manifest line, and imports the rest', async () => {
    const copy = mkdtempSync(join(tmpdir(), 'batas-sample-'));
    const fresh = await openTestDatabase();
    try {
      cpSync(FOLDER, copy, { recursive: true });
      writeFileSync(join(copy, 'lawphil-blackflare546/statutes/batas-pambansa/bp-22.csv'), 'altered');
      rmSync(join(copy, 'officialgazette-aobalitaan/republic-acts/ra-10173.json'));
      const summary = await importSampleFolder(fresh, copy);
      expect(summary).toMatchObject({ total: 6, inserted: 4, failed: 2 });
      expect(summary.failures.map((failure) => failure.error).sort()).toEqual([
        expect.stringMatching(/^bp-22: .*does not match the manifest's sha256/),
        expect.stringMatching(/^ra-10173: file .* is missing/),
      ]);
    } finally {
      await fresh.close();
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
