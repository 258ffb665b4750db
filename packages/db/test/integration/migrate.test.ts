import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync, appendFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { migrate, MigrationChangedError, MigrationLockError, MIGRATIONS_DIR } from '../../src/migrate.ts';
import { LOCK_FILE } from '../../src/migration-lock.ts';
import { openTestDatabase, type TestDatabase } from '../../src/test/open-test-database.ts';
import { createArticle, createLawyer } from '../../src/test/factories.ts';
import { ARTICLE_CATEGORIES } from '@batas/shared/constants';
import { upsertDocument } from '../../src/documents/index.ts';

const FIRST_0009 = fileURLToPath(
  new URL('../fixtures/migrations/0009_lawyer_name_words.first-version.sql', import.meta.url),
);

const open: TestDatabase[] = [];
const folders: string[] = [];
afterEach(async () => {
  for (const db of open.splice(0)) await db.close();
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function emptyDatabase() {
  const db = await openTestDatabase({ migrate: false });
  open.push(db);
  return db;
}

/**
 * A copy of the migrations folder to edit, holding the files up to `last` (all of them by default), as a checkout
 * from before the lock of shipped migrations existed; `withLock` copies the lock too.
 */
function migrationsCopy(last?: string, { withLock = false } = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'batas-migrations-'));
  folders.push(dir);
  for (const file of readdirSync(MIGRATIONS_DIR)) {
    if (file === LOCK_FILE ? withLock : !last || file <= last) cpSync(join(MIGRATIONS_DIR, file), join(dir, file));
  }
  return dir;
}

async function tableExists(db: TestDatabase, name: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM pg_tables WHERE tablename = $1 AND schemaname = current_schema()', [
    name,
  ]);
  return rows.length > 0;
}

/** What a column's generated expression and the name-splitting function look like in this database. */
async function nameWordsShape(db: TestDatabase) {
  const columns = await db.query<{ name: string; expression: string }>(
    `SELECT a.attname AS name, pg_get_expr(d.adbin, d.adrelid) AS expression
     FROM pg_attribute a JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
     WHERE a.attrelid = 'lawyers'::regclass AND a.attname IN ('name_words', 'name_word_starts') ORDER BY 1`,
  );
  const functions = await db.query<{ signature: string }>(
    `SELECT p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')' AS signature
     FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
     WHERE p.proname = 'split_name_words' AND n.nspname = current_schema() ORDER BY 1`,
  );
  return { columns: columns.rows, functions: functions.rows.map((row) => row.signature) };
}

describe('migrate', () => {
  it('records a checksum for every file it applies, and applies nothing twice', async () => {
    const db = await emptyDatabase();
    const ran = await migrate(db);
    expect(ran.length).toBeGreaterThan(10);
    const { rows } = await db.query<{ name: string; checksum: string }>(
      'SELECT name, checksum FROM schema_migrations ORDER BY name',
    );
    expect(rows.map((row) => row.name)).toEqual(ran);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.checksum))).toBe(true);
    expect(await migrate(db)).toEqual([]);
  });

  it('stops with the file named when an applied migration was edited, and changes nothing', async () => {
    const dir = migrationsCopy();
    const db = await emptyDatabase();
    await migrate(db, dir);
    appendFileSync(join(dir, '0008_lawyer_rating_order.sql'), '\n-- an afterthought\n');
    writeFileSync(join(dir, '9999_new.sql'), 'CREATE TABLE never_created (id int);');

    const failure = await migrate(db, dir).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(MigrationChangedError);
    expect((failure as Error).message).toMatch(/Migration 0008_lawyer_rating_order\.sql was changed after/);
    expect(await tableExists(db, 'never_created')).toBe(false);
  });

  it.each([
    [
      'a shipped migration was edited',
      (dir: string) => appendFileSync(join(dir, '0008_lawyer_rating_order.sql'), '\n-- later\n'),
      /0008_lawyer_rating_order\.sql changed after it shipped/,
    ],
    [
      'a new migration is numbered below the last shipped one',
      (dir: string) => writeFileSync(join(dir, '0021_late.sql'), 'CREATE TABLE never_created (id int);'),
      /0021_late\.sql is numbered at or below the last shipped migration/,
    ],
  ])('refuses to start when %s, before applying anything', async (_, change, message) => {
    const dir = migrationsCopy(undefined, { withLock: true });
    change(dir);
    const db = await emptyDatabase();
    const failure = await migrate(db, dir).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(MigrationLockError);
    expect((failure as Error).message).toMatch(message);
    expect(await tableExists(db, 'schema_migrations')).toBe(false);
    expect(await tableExists(db, 'never_created')).toBe(false);
  });

  it('applies a shipped migration a database skipped: installations that ran 0030 before 0020 landed get 0020', async () => {
    const before = migrationsCopy('0030_zzz');
    rmSync(join(before, '0020_search_names.sql'));
    const db = await emptyDatabase();
    expect(await migrate(db, before)).toContain('0030_mail_outbox_reset_tokens_sessions.sql');

    const ran = await migrate(db);
    expect(ran[0]).toBe('0020_search_names.sql');
    expect(ran).toContain('0061_home_page_indexes.sql');
    expect(await migrate(db)).toEqual([]);
  });

  it('brings a database migrated with the first 0009 to the shape of a fresh one, names intact', async () => {
    const fresh = await emptyDatabase();
    await migrate(fresh);

    // An older installation: migrated up to 0009 in its first version, before checksums were recorded.
    const before = migrationsCopy('0009_zzz');
    cpSync(FIRST_0009, join(before, '0009_lawyer_name_words.sql'));
    const old = await emptyDatabase();
    await migrate(old, before);
    await old.query('UPDATE schema_migrations SET checksum = NULL');
    const lawyer = await createLawyer(old, {
      first_name: 'María',
      middle_name: 'de la',
      last_name: 'Peña',
      suffix: 'Jr.',
    });
    expect((await nameWordsShape(old)).functions).toEqual(['split_name_words(name text)']);

    await migrate(old);
    expect(await nameWordsShape(old)).toEqual(await nameWordsShape(fresh));
    const { rows } = await old.query<{ name_words: string[]; name_word_starts: string[] }>(
      'SELECT name_words, name_word_starts FROM lawyers WHERE id = $1',
      [lawyer.id],
    );
    expect(rows[0]!.name_words).toEqual(['maria', 'de', 'la', 'pena', 'jr']);
    expect(rows[0]!.name_word_starts).toEqual(expect.arrayContaining(['m', 'ma', 'pe', 'jr']));
  });

  it('0060 keeps in the key table only the later keys of citations stored before it, and back-fill still finds them', async () => {
    const db = await emptyDatabase();
    await migrate(db, migrationsCopy('0059_zzz'));
    // Stored as the citator of that time stored them (today's write path needs the columns of later migrations).
    const citing = (
      await db.query<{ id: string }>(
        `INSERT INTO documents (slug, title, document_type, citation, date_decided, content)
         VALUES ('GR-880009-2004-01-01', 'PETITIONER vs. RESPONDENT', 'Supreme Court Decision',
                 'G.R. No. 880009, January 1, 2004', '2004-01-01', 'In G.R. Nos. 880001 & 880002 … Republic Act No. 12800')
         RETURNING id`,
      )
    ).rows[0]!;
    await db.query(
      `INSERT INTO document_citations (citing_id, canonical, position, text, kind, lookup_keys, cited_date, citing_date)
       VALUES ($1, 'G.R. Nos. 880001 & 880002, March 3, 2003', 3, 'G.R. Nos. 880001 & 880002, March 3, 2003', 'GR',
               ARRAY['gr:880001', 'gr:880002'], '2003-03-03', '2004-01-01'),
              ($1, 'Republic Act No. 12800', 60, 'Republic Act No. 12800', 'REPUBLIC_ACT', ARRAY['ra:12800'], NULL,
               '2004-01-01')`,
      [citing.id],
    );
    // Before 0060 the citator mirrored every key of every citation.
    await db.query(
      `INSERT INTO document_citation_keys (key, citation_id)
       SELECT key, id FROM document_citations, unnest(lookup_keys) AS key ON CONFLICT DO NOTHING`,
    );
    const mirrored = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM document_citation_keys');
    expect(mirrored.rows[0]!.n).toBe(3);

    await migrate(db);
    const { rows } = await db.query<{ key: string }>('SELECT key FROM document_citation_keys ORDER BY key');
    expect(rows).toEqual([{ key: 'gr:880002' }]);
    const law = await upsertDocument(db, {
      title: 'AN ACT NUMBERED 12800',
      documentType: 'Republic Act',
      citation: 'Republic Act No. 12800',
      dateEnacted: '2001-01-01',
      content: 'Text.',
    });
    const cited = await db.query<{ cited_id: string | null }>(
      "SELECT cited_id FROM document_citations WHERE citing_id = $1 AND kind = 'REPUBLIC_ACT'",
      [citing.id],
    );
    expect(cited.rows).toEqual([{ cited_id: law.id }]);
  });

  it('0100 files every article under one of the categories readers filter by, from its practice area', async () => {
    const db = await emptyDatabase();
    await migrate(db, migrationsCopy('0099_zzz'));
    const author = (await createLawyer(db)).id;
    const article = (category: string, practice_area: string | null) =>
      createArticle(db, { author_lawyer_id: author, category, practice_area });
    const analysis = await article('Legal Analysis', 'Employment Law');
    const news = await article('Court Decisions', 'Technology Law');
    const opinion = await article('Opinion', null);
    const family = await article('Family Law', 'Family Relations');

    await migrate(db);
    const { rows } = await db.query<{ id: string; category: string }>('SELECT id, category FROM articles');
    const categoryOf = Object.fromEntries(rows.map((row) => [row.id, row.category]));
    expect([analysis, news, opinion, family].map((row) => categoryOf[row.id])).toEqual([
      'Labor Law',
      'Privacy Law',
      'General Law',
      'Family Law',
    ]);
    for (const row of rows) expect(ARTICLE_CATEGORIES).toContain(row.category);
  });

  it('0120 takes the E-Library header and the caption glued to its spaced header out of the texts stored before', async () => {
    const db = await emptyDatabase();
    await migrate(db, migrationsCopy('0119_zzz'));
    const stored = [
      'E-Library - Information At Your Fingertips: Printer Friendly 406 Phil. 477',
      '',
      'FIRST DIVISION',
      '',
      'PEOPLE, PLAINTIFF-APPELLEE, VS. RICKY AUSTRIA, DEFENDANT-APPELLANT.D E C I S I O N',
      'PEOPLE, PLAINTIFF-APPELLEE, VS. RICKY AUSTRIA, DEFENDANT-APPELLANT.',
      '',
      'D E C I S I O N',
      '',
      'KAPUNAN, J.:',
    ].join('\n');
    const untouched = 'FIRST DIVISION\n\nR E S O L U T I O N\n\nThe E-Library of the Court is cited here.';
    await db.query(
      `INSERT INTO documents (slug, title, document_type, content, updated_at)
       VALUES ('austria', 'People v. Austria', 'Supreme Court Decision', $1, '2020-01-01'),
              ('other', 'People v. Other', 'Supreme Court Decision', $2, '2020-01-01')`,
      [stored, untouched],
    );

    await migrate(db);
    const { rows } = await db.query<{ slug: string; content: string; changed: boolean; found: number }>(
      `SELECT slug, content, updated_at > '2020-01-02' AS changed,
              (SELECT count(*)::int FROM documents WHERE body_vector @@ to_tsquery('ph_legal', 'fingertips')) AS found
       FROM documents ORDER BY slug`,
    );
    expect(rows.find((row) => row.slug === 'austria')).toEqual({
      slug: 'austria',
      content:
        'FIRST DIVISION\n\nPEOPLE, PLAINTIFF-APPELLEE, VS. RICKY AUSTRIA, DEFENDANT-APPELLANT.\n\nD E C I S I O N\n\nKAPUNAN, J.:',
      changed: true,
      found: 0,
    });
    expect(rows.find((row) => row.slug === 'other')).toMatchObject({ content: untouched, changed: false });
  });

  it("0123 stores documents' texts and full-text vectors with lz4 on PostgreSQL, and leaves the embedded database as it was", async () => {
    const db = await emptyDatabase();
    await migrate(db);
    const { rows } = await db.query<{ name: string; compression: string }>(
      `SELECT attname AS name, attcompression AS compression FROM pg_attribute
        WHERE attrelid = 'documents'::regclass AND attname IN ('content', 'html_content', 'body_vector') ORDER BY 1`,
    );
    // PGlite is built without lz4: the migration notices that and keeps the default ('' means the server's default).
    const expected = db.kind === 'postgres' ? 'l' : '';
    expect(rows).toEqual(['body_vector', 'content', 'html_content'].map((name) => ({ name, compression: expected })));
  });

  it('0125 parses a text once: the opening and the rest joined, no word cut at the seam, phrases across it found', async () => {
    const db = await emptyDatabase();
    await migrate(db);
    // 'habeas' ends at character 4,002: it straddles the 4,000th character, where the opening used to be cut.
    const opening = `${'lorem '.repeat(666)}xhabeas corpus writ`;
    const content = `${opening} ${'ipsum '.repeat(2000)}estoppel`;
    expect(content.indexOf('xhabeas') + 'xhabeas'.length).toBeGreaterThan(4000);
    expect(content.indexOf('xhabeas')).toBeLessThan(4000);
    await db.query(
      `INSERT INTO documents (slug, title, document_type, content) VALUES ('seam', 'Seam v. Test', 'Supreme Court Decision', $1)`,
      [content],
    );
    const matches = async (vector: string, query: string) =>
      (
        await db.query<{ found: boolean }>(
          `SELECT ${vector} @@ to_tsquery('ph_legal', $1) AS found FROM documents WHERE slug = 'seam'`,
          [query],
        )
      ).rows[0]!.found;
    // The straddling word is whole in the ranked opening (weight C) and in the body.
    expect(await matches('rank_vector', 'xhabeas')).toBe(true);
    expect(await matches('body_vector', 'xhabeas <-> corpus <-> writ')).toBe(true);
    // The rest of the text is in the body only; a phrase across the seam, and from the title into the text, holds.
    expect(await matches('rank_vector', 'estoppel')).toBe(false);
    expect(await matches('body_vector', 'estoppel')).toBe(true);
    expect(await matches('body_vector', 'writ <-> ipsum')).toBe(true);
    expect(await matches('body_vector', 'test <-> lorem')).toBe(true);
  });
});
