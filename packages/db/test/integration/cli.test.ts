import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/client.ts';
import { openTestDatabase, type TestDatabase } from '../../src/test/open-test-database.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const postgres = Boolean(process.env.TEST_DATABASE_URL);

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a CLI the way `npm run` does (tsx, from the repository root) with the given environment. */
function runCli(script: string, args: string[], env: Record<string, string>): Promise<Run> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'packages/db/src/cli', script), ...args], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: '', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolvePromise({ code, stdout, stderr }));
  });
}

describe(`database CLIs (${postgres ? 'PostgreSQL' : 'embedded PGlite'})`, () => {
  let dir: string;
  let env: Record<string, string>;
  let testDb: TestDatabase | undefined;
  // Reads what the CLI wrote: the embedded database must be opened after the CLI has exited (one owner).
  let inspect: <T>(fn: (db: Database) => Promise<T>) => Promise<T>;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'batas-cli-'));
    writeFileSync(
      join(dir, 'docs.jsonl'),
      [
        JSON.stringify({
          title: 'AN ACT PROTECTING INDIVIDUAL PERSONAL INFORMATION',
          documentType: 'Republic Act',
          citation: 'Republic Act No. 10173',
          dateEnacted: '2012-08-15',
          content: 'SECTION 1. Short Title.',
        }),
        '{"title": "broken',
        JSON.stringify({
          title: 'AN ACT PENALIZING THE MAKING OF BOUNCING CHECKS',
          documentType: 'Batas Pambansa',
          citation: 'Batas Pambansa Blg. 22',
          dateEnacted: '1979-04-03',
          content: 'Section 1.',
        }),
      ].join('\n'),
    );
    if (postgres) {
      testDb = await openTestDatabase();
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.searchParams.set('options', `-c search_path=${testDb.schema},public`);
      env = { DATABASE_URL: url.toString(), DATA_DIR: dir };
      inspect = (fn) => fn(testDb!);
    } else {
      env = { DATA_DIR: dir };
      inspect = async (fn) => {
        const db = await openDatabase({ embeddedDir: join(dir, 'db') });
        try {
          return await fn(db);
        } finally {
          await db.close();
        }
      };
    }
  }, 180_000);
  afterAll(async () => {
    await testDb?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('import:documents migrates, imports, reports the bad line, exits 2, and a second run counts duplicates', {
    timeout: 180_000,
  }, async () => {
    const first = await runCli('import-documents.ts', [join(dir, 'docs.jsonl')], env);
    expect(first.stderr).toMatch(/line 2 skipped: invalid JSON/);
    expect(first.stdout).toMatch(/inserted: +2/);
    expect(first.stdout).toMatch(/failed: +1/);
    expect(first.code).toBe(2);

    const second = await runCli('import-documents.ts', [join(dir, 'docs.jsonl')], env);
    expect(second.stdout).toMatch(/duplicates: 2/);
    expect(second.stdout).toMatch(/inserted: +0/);

    const slugs = await inspect((db) => db.query<{ slug: string }>('SELECT slug FROM documents ORDER BY slug'));
    expect(slugs.rows.map((row) => row.slug)).toEqual([
      'BATAS_PAMBANSA-22-1979-04-03',
      'REPUBLIC_ACT-10173-2012-08-15',
    ]);
  });

  it('db:seed refuses a database that is not empty', { timeout: 180_000 }, async () => {
    const run = await runCli('seed.ts', [], env);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/not empty \(.*2 documents.*\).*--force/);
  });

  it('usage errors exit 2 without touching the database', { timeout: 60_000 }, async () => {
    const run = await runCli('import-lawyers.ts', [], env);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/Usage: npm run import:lawyers -- FILE\.csv/);
  });

  it.skipIf(postgres)(
    'an importer stops with a clear message while another process owns the embedded database',
    { timeout: 180_000 },
    async () => {
      const owner = await openDatabase({ embeddedDir: join(dir, 'db') });
      try {
        const run = await runCli('import-documents.ts', [join(dir, 'docs.jsonl')], env);
        expect(run.code).toBe(1);
        expect(run.stderr).toMatch(
          new RegExp(`in use by another process \\(pid ${process.pid}\\).*stop the server first`),
        );
      } finally {
        await owner.close();
      }
    },
  );
});
