import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { upsertDocument } from '@batas/db';
import { openTestDatabase, type TestDatabase } from '@batas/db/test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seedOnFirstStart } from '../src/bootstrap/first-start.ts';
import { loadConfig } from '../src/config/env.ts';

describe('the first start of a database without users', () => {
  let db: TestDatabase;
  let dataDir: string;
  beforeEach(async () => {
    db = await openTestDatabase();
    dataDir = mkdtempSync(join(tmpdir(), 'batas-first-start-'));
    vi.spyOn(console, 'log').mockImplementation(() => {});
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const count = async (sql: string) => (await db.query<{ n: number }>(sql)).rows[0]!.n;

  it('after an import: creates only the super admin, keeps the imported library, and says so', async () => {
    await upsertDocument(db, {
      title: 'AN ACT IMPORTED BEFORE THE FIRST START',
      documentType: 'Republic Act',
      citation: 'Republic Act No. 10173',
      content: 'Text.',
    });
    await seedOnFirstStart(db, loadConfig({ DATA_DIR: dataDir, SEED_DEMO: 'true' }));

    expect(await count(`SELECT count(*)::int AS n FROM users WHERE role = 'super_admin'`)).toBe(1);
    expect(await count('SELECT count(*)::int AS n FROM users')).toBe(1);
    expect(await count('SELECT count(*)::int AS n FROM lawyers')).toBe(0);
    expect(await count('SELECT count(*)::int AS n FROM documents')).toBe(1);
    // Nobody's address is published: the contact form delivers to the administrators until Settings sets one.
    const settings = await db.query<{ contact_email: string }>('SELECT contact_email FROM site_settings');
    expect(settings.rows).toEqual([{ contact_email: null }]);
    const said = vi.mocked(console.log).mock.calls.flat().join('\n');
    expect(said).toMatch(/already holds 1 documents and 0 lawyers, so the demo data was skipped/);
    expect(readFileSync(join(dataDir, 'admin-credentials.txt'), 'utf8')).toMatch(/^super admin: admin@example.com\n/);

    // A second start finds a user and leaves everything as it is.
    await seedOnFirstStart(db, loadConfig({ DATA_DIR: dataDir }));
    expect(await count('SELECT count(*)::int AS n FROM users')).toBe(1);
  });

  it('on an empty database with the demo off: creates the super admin with the configured password', async () => {
    await seedOnFirstStart(
      db,
      loadConfig({
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
        ADMIN_EMAIL: 'Owner@Example.com',
        ADMIN_PASSWORD: 'a-long-password',
      }),
    );
    const { rows } = await db.query<{ email: string }>('SELECT email FROM users');
    expect(rows).toEqual([{ email: 'owner@example.com' }]);
    expect(existsSync(join(dataDir, 'admin-credentials.txt'))).toBe(false);
  });
});
