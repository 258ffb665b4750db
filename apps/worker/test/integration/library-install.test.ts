/**
 * The installer's mechanics on a tiny collection: what it checks against the manifest, how it resumes, how copies
 * of one document merge, how codes in parts are joined, and how it fails on a bad archive. The readers of the two
 * real collections are tested on real files elsewhere (library-install-real.test.ts, test/unit/library/).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { upsertDocument } from '@batas/db';
import { openTestDatabase, type TestDatabase } from '@batas/db/test';
import { rebuildSearchIndexes, setSearchIndexesAside } from '@batas/db/library';
import { installCollection } from '../../src/library/install-collection.ts';
import { startHttpSite, type HttpSite } from '../support/http-site.ts';
import { tarGz, TINY_COMMIT, tinyCollection, type TinyFiles } from '../support/tiny-collection.ts';

const ra = (number: number, extra: Partial<TinyFiles[string] & object> = {}) => ({
  title: `AN ACT NUMBERED ${number}`,
  type: 'Republic Act',
  citation: `Republic Act No. ${number}`,
  date: '2001-02-03',
  text: `Section 1. This is Republic Act No. ${number}.`,
  ...extra,
});

const FILES: TinyFiles = {
  'docs/ra-1.json': ra(9001),
  'docs/ra-2.json': ra(9002, { shortTitle: 'Second Act of 2001' }),
  'docs/ra-3.json': ra(9003),
};

let db: TestDatabase;
let sites: HttpSite[] = [];

// One database for the file (migrating one takes seconds); each test starts from an empty library.
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(async () => {
  await db.close();
});
beforeEach(async () => {
  await db.query('TRUNCATE documents, library_files, library_collections, library_code_parts CASCADE');
});
afterEach(async () => {
  for (const site of sites) await site.close();
  sites = [];
});
const count = async (sql: string, params: unknown[] = []) =>
  (await db.query<{ n: number }>(`SELECT (${sql})::int AS n`, params)).rows[0]!.n;

async function serve(body: Buffer | null, status = 200): Promise<string> {
  const site = await startHttpSite((_req, res) => {
    res.writeHead(status, { 'content-type': 'application/gzip' });
    res.end(body ?? '');
  });
  sites.push(site);
  return `${site.url}/archive.tar.gz`;
}

describe('library install: checks and resume', () => {
  it('installs a folder, records every file, and a second run changes nothing', async () => {
    const tiny = await tinyCollection(FILES);
    const first = await installCollection(db, tiny.definition, { from: tiny.dir });
    expect(first.outcomes).toMatchObject({ inserted: 3, merged: 0, skipped: 0 });
    expect(first.files).toEqual({ expected: 3, read: 3, unchanged: 0, missing: 0, companions: 0 });
    expect(await count('SELECT count(*) FROM documents')).toBe(3);
    const row = (
      await db.query<{ short_title: string; source_name: string; source_url: string; source: string }>(
        "SELECT short_title, source_name, source_url, source FROM documents WHERE citation = 'Republic Act No. 9002'",
      )
    ).rows[0]!;
    expect(row).toEqual({
      short_title: 'Second Act of 2001',
      source_name: 'Tiny Publisher',
      source_url: 'https://tiny.example/docs/ra-2.json',
      source: 'library:lawphil',
    });
    expect(await count("SELECT count(*) FROM document_sources WHERE collection = 'lawphil'")).toBe(3);
    // The planner is told what arrived (statistics refreshed): it plans for the library as installed.
    expect(await count("SELECT reltuples FROM pg_class WHERE relname = 'documents'")).toBe(3);

    const second = await installCollection(db, tiny.definition, { from: tiny.dir });
    expect(second.files).toMatchObject({ read: 0, unchanged: 3 });
    expect(second.outcomes).toMatchObject({ inserted: 0, updated: 0, merged: 0 });
    const status = await db.query<{ status: string; commit_sha: string }>(
      'SELECT status, commit_sha FROM library_collections',
    );
    expect(status.rows).toEqual([{ status: 'installed', commit_sha: TINY_COMMIT }]);
  });

  it('installs the same from a GitHub-style .tar.gz, by path or by address', async () => {
    const tiny = await tinyCollection(FILES);
    const file = join(tiny.dir, 'archive.tar.gz');
    writeFileSync(file, await tiny.archive());
    const fromFile = await installCollection(db, tiny.definition, { from: file });
    expect(fromFile.outcomes.inserted).toBe(3);

    await db.query('TRUNCATE documents, library_files, library_collections CASCADE');
    const fromAddress = await installCollection(db, tiny.definition, { from: await serve(await tiny.archive()) });
    expect(fromAddress.outcomes.inserted).toBe(3);
  });

  it('refuses a changed file and a file the manifest does not know, by name, and writes nothing of them', async () => {
    const changed = ra(9002, { text: 'Section 1. Tampered.' });
    const tiny = await tinyCollection({ ...FILES, 'docs/ra-2.json': changed, 'docs/extra.json': ra(9009) }, FILES);
    const summary = await installCollection(db, tiny.definition, { from: tiny.dir });
    expect(summary.refused).toEqual([
      { path: 'docs/extra.json', reason: expect.stringMatching(/not in the manifest/) },
      { path: 'docs/ra-2.json', reason: expect.stringMatching(/^changed/) },
    ]);
    expect(summary.outcomes.inserted).toBe(2);
    expect(
      await count(
        "SELECT count(*) FROM documents WHERE citation IN ('Republic Act No. 9002', 'Republic Act No. 9009')",
      ),
    ).toBe(0);
    expect(await count("SELECT count(*) FROM library_files WHERE path IN ('docs/ra-2.json', 'docs/extra.json')")).toBe(
      0,
    );
  });

  it('refuses links and paths that climb out of the repository', async () => {
    const tiny = await tinyCollection(FILES);
    const archive = await tiny.archive(FILES, [
      { name: 'docs/link.json', type: 'symlink', linkname: '/etc/passwd' },
      { name: 'docs/../../escape.json', body: JSON.stringify(ra(9010)) },
    ]);
    const summary = await installCollection(db, tiny.definition, { from: await serve(archive) });
    expect(summary.refused.map((refused) => refused.reason)).toEqual([
      'is a link',
      expect.stringMatching(/climbs out/),
    ]);
    expect(summary.outcomes.inserted).toBe(3);
  });

  it('stops on a truncated archive with a message, and a rerun finishes the work', async () => {
    const many: TinyFiles = {};
    for (let i = 0; i < 40; i++)
      many[`docs/ra-${String(i).padStart(2, '0')}.json`] = ra(9100 + i, { text: 'x'.repeat(2000 + i) });
    const tiny = await tinyCollection(many);
    const whole = await tiny.archive();
    // A download cut short: the gzip stream ends in the middle.
    const cut = whole.subarray(0, Math.floor(whole.length * 0.6));
    await expect(
      installCollection(db, tiny.definition, { from: await serve(cut), batch: { files: 5 } }),
    ).rejects.toThrow(/truncated/);
    const failed = await db.query<{ status: string; error: string }>('SELECT status, error FROM library_collections');
    expect(failed.rows[0]).toMatchObject({ status: 'failed', error: expect.stringMatching(/truncated/) });
    const before = await count('SELECT count(*) FROM library_files');
    expect(before).toBeGreaterThan(0);

    const rerun = await installCollection(db, tiny.definition, { from: await serve(whole) });
    expect(rerun.files.unchanged).toBe(before);
    expect(rerun.files.read).toBe(40 - before);
    expect(await count('SELECT count(*) FROM documents')).toBe(40);
  });

  it('names a corrupt archive, an unreachable address, and an archive of another commit', async () => {
    const tiny = await tinyCollection(FILES);
    await expect(
      installCollection(db, tiny.definition, { from: await serve(Buffer.from('not gzip at all')) }),
    ).rejects.toThrow(/corrupt/);
    const closed = await startHttpSite(() => {});
    await closed.close();
    const unreachable = `${closed.url}/none.tar.gz`;
    await expect(installCollection(db, tiny.definition, { from: unreachable })).rejects.toThrow(
      `could not download ${unreachable}: ECONNREFUSED`,
    );
    await expect(installCollection(db, tiny.definition, { from: await serve(null, 404) })).rejects.toThrow(
      /answered 404/,
    );
    const other = await tarGz(FILES, [], 'badc0de000000000000000000000000000000002');
    await expect(installCollection(db, tiny.definition, { from: await serve(other) })).rejects.toThrow(
      /of commit badc0de.*not of the pinned commit/,
    );
  });

  it('stops an archive that inflates past its bound', async () => {
    const tiny = await tinyCollection({ ...FILES, 'docs/huge.json': 'x'.repeat(5_000_000) }, FILES);
    await expect(
      installCollection(db, tiny.definition, { from: await serve(await tiny.archive()), maxInflatedBytes: 1_000_000 }),
    ).rejects.toThrow(/inflates past 1,000,000 bytes/);
  });

  it('stops between batches when interrupted, and resumes', async () => {
    const many: TinyFiles = {};
    for (let i = 0; i < 30; i++) many[`docs/ra-${String(i).padStart(2, '0')}.json`] = ra(9200 + i);
    const tiny = await tinyCollection(many);
    const controller = new AbortController();
    const first = await installCollection(db, tiny.definition, {
      from: tiny.dir,
      signal: controller.signal,
      batch: { files: 4 },
      onProgress: (tally) => tally.read >= 10 && controller.abort(),
    });
    expect(first.interrupted).toBe(true);
    const status = await db.query<{ status: string }>('SELECT status FROM library_collections');
    expect(status.rows[0]!.status).toBe('installing');
    const second = await installCollection(db, tiny.definition, { from: tiny.dir });
    expect(second.files.unchanged + second.files.read).toBe(30);
    expect(await count('SELECT count(*) FROM documents')).toBe(30);
  });
});

describe('library install: one document however many copies', () => {
  it('merges a copy of a document already in the library: its provenance joins, the stored text stays', async () => {
    await upsertDocument(db, {
      title: 'AN ACT NUMBERED 9001 (starter copy)',
      documentType: 'Republic Act',
      citation: 'Republic Act No. 9001',
      dateEnacted: '2001-02-03',
      content: 'The starter library text.',
      sourceName: 'Official Gazette',
      sourceUrl: 'https://gazette.example/ra-9001',
    });
    const tiny = await tinyCollection(FILES);
    const summary = await installCollection(db, tiny.definition, { from: tiny.dir });
    expect(summary.outcomes).toMatchObject({ inserted: 2, merged: 1 });
    const sources = await db.query<{ source_name: string; collection: string | null }>(
      `SELECT s.source_name, s.collection FROM document_sources s JOIN documents d ON d.id = s.document_id
        WHERE d.citation = 'Republic Act No. 9001' ORDER BY s.id`,
    );
    expect(sources.rows).toEqual([
      { source_name: 'Official Gazette', collection: null },
      { source_name: 'Tiny Publisher', collection: 'lawphil' },
    ]);
    const kept = await db.query<{ content: string }>(
      "SELECT content FROM documents WHERE citation = 'Republic Act No. 9001'",
    );
    expect(kept.rows[0]!.content).toBe('The starter library text.');
  });

  it('makes two files of one document one document, and gives a PDF-only document the text a copy brings', async () => {
    const tiny = await tinyCollection({
      'docs/a.json': ra(9300, { text: undefined, atSource: true }),
      'docs/b.json': ra(9300),
      'docs/c.json': ra(9301, { text: undefined, atSource: true }),
    });
    const summary = await installCollection(db, tiny.definition, { from: tiny.dir });
    expect(summary.outcomes).toMatchObject({ inserted: 2, merged: 1 });
    const rows = await db.query<{
      citation: string;
      text_at_source: boolean;
      content: string | null;
      pdf_url: string | null;
    }>('SELECT citation, text_at_source, content, pdf_url FROM documents ORDER BY citation');
    expect(rows.rows).toEqual([
      {
        citation: 'Republic Act No. 9300',
        text_at_source: false,
        content: 'Section 1. This is Republic Act No. 9300.',
        pdf_url: 'https://tiny.example/docs/a.json.pdf',
      },
      {
        citation: 'Republic Act No. 9301',
        text_at_source: true,
        content: null,
        pdf_url: 'https://tiny.example/docs/c.json.pdf',
      },
    ]);
    expect(await count('SELECT count(*) FROM document_sources')).toBe(3);
  });

  it('folds a law printed twice under two dates into one, and replaces a demo placeholder of the same number', async () => {
    await upsertDocument(db, {
      title: 'DIRECTING ALL GOVERNMENT AGENCIES TO ADOPT ENERGY CONSERVATION MEASURES',
      documentType: 'Administrative Order',
      citation: 'Administrative Order No. 129, s. 2000',
      dateEnacted: '2000-09-11',
      content: 'A generated demo issuance.',
      sourceName: 'Sample text',
    });
    await upsertDocument(db, {
      title: 'A decision citing the act',
      documentType: 'Supreme Court Decision',
      citation: 'G.R. No. 777, May 5, 2017',
      dateDecided: '2017-05-05',
      content: 'As Republic Act No. 10880 provides, and as Administrative Order No. 129, s. 2000 directs.',
    });
    const tiny = await tinyCollection({
      'docs/ra-17.json': ra(10880, { date: '2016-07-17' }),
      'docs/ra-27.json': ra(10880, { date: '2016-07-27' }),
      'docs/ao.json': {
        title: 'CREATING THE DEFENSE EXHIBITION COORDINATING COMMITTEE',
        type: 'Administrative Order',
        citation: 'Administrative Order No. 129, s. 2000',
        date: '2000-06-24',
        text: 'Section 1. A committee is created.',
      },
    });
    const summary = await installCollection(db, tiny.definition, { from: tiny.dir });
    expect(summary.folded).toEqual({ folded: 1, samplesReplaced: 1 });
    const kept = await db.query<{ citation: string; source_name: string; sources: number }>(
      `SELECT citation, source_name, (SELECT count(*)::int FROM document_sources s WHERE s.document_id = d.id) AS sources
         FROM documents d WHERE document_type <> 'Supreme Court Decision' ORDER BY citation`,
    );
    expect(kept.rows).toEqual([
      { citation: 'Administrative Order No. 129, s. 2000', source_name: 'Tiny Publisher', sources: 2 },
      { citation: 'Republic Act No. 10880', source_name: 'Tiny Publisher', sources: 2 },
    ]);
    // The decision's citations resolve to the documents kept, and a second run changes nothing.
    const cited = await db.query<{ canonical: string; cited: string | null }>(
      `SELECT c.canonical, d.citation AS cited FROM document_citations c LEFT JOIN documents d ON d.id = c.cited_id
        ORDER BY c.canonical`,
    );
    expect(cited.rows.map((row) => row.cited)).toEqual([
      'Administrative Order No. 129, s. 2000',
      'Republic Act No. 10880',
    ]);
    const again = await installCollection(db, tiny.definition, { from: tiny.dir });
    expect(again.files.unchanged).toBe(3);
    expect(again.folded).toEqual({ folded: 0, samplesReplaced: 0 });
    expect(await count('SELECT count(*) FROM documents')).toBe(3);
  });

  it("joins a decision's separate opinions printed on pages of their own, in the publisher's order, once each", async () => {
    const docket = 'G.R. No. 9600, March 19, 1997';
    const decision = { title: 'A v. B', type: 'Supreme Court Decision', citation: docket, date: '1997-03-19' };
    const opinion = (heading: string, author: string, order: number, text: string) => ({
      ...decision,
      title: `${heading} in A v. B`,
      text,
      opinion: { decisionCitation: docket, heading, author, order },
    });
    const tiny = await tinyCollection({
      'docs/b-opinion-2.json': opinion('Concurring Opinion', 'PUNO', 2, 'I concur.'),
      'docs/a-decision.json': { ...decision, text: 'The petition is denied.' },
      'docs/c-opinion-1.json': opinion('Dissenting Opinion', 'VITUG', 1, 'I dissent.'),
      'docs/d-opinion-1-copy.json': opinion('Dissenting Opinion', 'VITUG', 1, 'I dissent.'),
    });
    const summary = await installCollection(db, tiny.definition, { from: tiny.dir });
    expect(summary.outcomes).toMatchObject({ inserted: 1, part: 3 });
    const rows = await db.query<{ title: string; date: string; content: string }>(
      'SELECT title, date_decided::text AS date, content FROM documents',
    );
    expect(rows.rows).toEqual([
      {
        title: 'A v. B',
        // The decision keeps its date (and every other field of its own page) once joined with its opinions.
        date: '1997-03-19',
        content: [
          'The petition is denied.',
          'Dissenting Opinion – Vitug',
          'I dissent.',
          'Concurring Opinion – Puno',
          'I concur.',
        ].join('\n\n'),
      },
    ]);
  });

  it('leaves out an address the collection misspelled, and keeps the document', async () => {
    const tiny = await tinyCollection({ 'docs/a.json': ra(9500, { pdf: 'h ttp://tiny.example/a.pdf' }) });
    const summary = await installCollection(db, tiny.definition, { from: tiny.dir });
    expect(summary.outcomes).toMatchObject({ inserted: 1, skipped: 0 });
    const rows = await db.query<{ pdf_url: string | null }>('SELECT pdf_url FROM documents');
    expect(rows.rows).toEqual([{ pdf_url: null }]);
  });

  it('joins the parts of a code, in order whatever order they arrive in, with each heading once', async () => {
    const code = 'Executive Order No. 9400';
    const part = (headings: string[], order: number[], text: string) => ({
      ...ra(9400, { type: 'Executive Order', citation: code, title: 'THE TINY CODE', text }),
      part: { code, headings, order },
    });
    // The code's own page is an ordinary file; its parts follow it wherever they stand in the archive.
    const head = ra(9400, { type: 'Executive Order', citation: code, title: 'THE TINY CODE', text: 'Preamble.' });
    const tiny = await tinyCollection({
      'docs/p3.json': part(['BOOK II', 'Chapter 1 - Courts'], [2, 1], 'Section 30. Courts.'),
      'docs/a-head.json': head,
      'docs/p1.json': part(['BOOK I', 'Chapter 1 - Territory'], [1, 1], 'Section 1. Territory.'),
      'docs/p2.json': part(['BOOK I', 'Chapter 2 - People'], [1, 2], 'Section 10. People.'),
    });
    const summary = await installCollection(db, tiny.definition, { from: tiny.dir });
    expect(summary.outcomes).toMatchObject({ part: 3, inserted: 1 });
    expect(summary.codesAssembled).toEqual([code]);
    const rows = await db.query<{ content: string; title: string }>('SELECT title, content FROM documents');
    const assembled = [
      {
        title: 'THE TINY CODE',
        content: [
          'Preamble.',
          'BOOK I',
          'Chapter 1 - Territory',
          'Section 1. Territory.',
          'Chapter 2 - People',
          'Section 10. People.',
          'BOOK II',
          'Chapter 1 - Courts',
          'Section 30. Courts.',
        ].join('\n\n'),
      },
    ];
    expect(rows.rows).toEqual(assembled);
    expect(await count('SELECT count(DISTINCT document_id) FROM document_sources WHERE collection IS NOT NULL')).toBe(
      1,
    );
    expect(await count('SELECT count(*) FROM document_sources')).toBe(4);
    // A second run assembles the same code: its own page is kept beside the parts.
    const again = await installCollection(db, tiny.definition, { from: tiny.dir });
    expect(again.files.unchanged).toBe(4);
    expect((await db.query('SELECT title, content FROM documents')).rows).toEqual(assembled);
  });
});

describe('library install: search indexes set aside while a large install writes', () => {
  const postgres = Boolean(process.env.TEST_DATABASE_URL);
  const searchIndexes = async () =>
    (
      await db.query<{ indexname: string; indexdef: string }>(
        `SELECT indexname, indexdef FROM pg_indexes
          WHERE schemaname = current_schema() AND tablename = 'documents' AND indexdef LIKE '%USING gin%'
            AND indexname <> 'documents_citation_keys'
          ORDER BY indexname`,
      )
    ).rows;
  const setAside = async () => (await db.query('SELECT name FROM deferred_search_indexes')).rows.length;

  it('writes without them on PostgreSQL, then builds the same indexes again (the embedded database keeps them)', async () => {
    const before = await searchIndexes();
    expect(before.map((index) => index.indexname)).toContain('documents_body_vector');
    const tiny = await tinyCollection(FILES);
    const during: Array<Promise<unknown[]>> = [];
    await installCollection(db, tiny.definition, {
      from: tiny.dir,
      deferSearchIndexesFrom: 1,
      onProgress: () => void (during.length === 0 && during.push(searchIndexes())),
    });
    expect((await during[0])!.length).toBe(postgres ? 0 : before.length);
    expect(await searchIndexes()).toEqual(before);
    expect(await setAside()).toBe(0);
    const found = await db.query("SELECT 1 FROM documents WHERE body_vector @@ to_tsquery('ph_legal', 'numbered')");
    expect(found.rows).toHaveLength(3);
  });

  it('builds them again when the install fails midway', async () => {
    const before = await searchIndexes();
    const many: TinyFiles = {};
    for (let i = 0; i < 40; i++) many[`docs/ra-${i}.json`] = ra(9300 + i, { text: 'y'.repeat(2000 + i) });
    const tiny = await tinyCollection(many);
    const whole = await tiny.archive();
    const cut = whole.subarray(0, Math.floor(whole.length * 0.6));
    await expect(
      installCollection(db, tiny.definition, {
        from: await serve(cut),
        batch: { files: 5 },
        deferSearchIndexesFrom: 1,
      }),
    ).rejects.toThrow(/truncated/);
    expect(await searchIndexes()).toEqual(before);
    expect(await setAside()).toBe(0);
  });

  it.runIf(postgres)(
    'leaves them set aside for the caller that installs more (all), who builds them once',
    async () => {
      const before = await searchIndexes();
      const tiny = await tinyCollection(FILES);
      const options = { from: tiny.dir, deferSearchIndexesFrom: 1, keepSearchIndexesAside: true };
      await installCollection(db, tiny.definition, options);
      expect(await searchIndexes()).toEqual([]);
      expect(await setAside()).toBe(before.length);
      const lines: string[] = [];
      expect(await rebuildSearchIndexes(db, (line) => lines.push(line))).toBe(before.length);
      expect(await searchIndexes()).toEqual(before);
      expect(lines).toEqual([
        `building the ${before.length} search indexes set aside while the files were written`,
        expect.stringMatching(/^search indexes built in [\d.]+ s$/),
      ]);
    },
  );

  it.runIf(postgres)(
    'builds the indexes an install left set aside (a killed process) at the next install',
    async () => {
      const before = await searchIndexes();
      expect(await setSearchIndexesAside(db, 10, 1)).toBe(true);
      expect(await searchIndexes()).toEqual([]);
      expect(await setAside()).toBe(before.length);

      const tiny = await tinyCollection(FILES);
      await installCollection(db, tiny.definition, { from: tiny.dir });
      expect(await searchIndexes()).toEqual(before);
      expect(await setAside()).toBe(0);
    },
  );
});
