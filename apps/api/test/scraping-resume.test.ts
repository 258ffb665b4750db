/**
 * Kill the API process (embedded database, job runner inside) in the middle of a job with SIGKILL, start it
 * again: the job resumes where it was and finishes, and no document is stored twice.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, migrate, type Database } from '@batas/db';
import { startServer } from '@batas/test-support';
import { startFixtureServer, type FixtureServer } from '../../worker/test/support/fixture-server.ts';
import { syntheticSite } from '../../worker/test/support/synthetic-lawphil.ts';
import { addAccount, TEST_SECRET } from './admin-support.ts';

let dataDir: string;
let site: FixtureServer;
let token: string;
const { files } = syntheticSite({ 'republic-acts': 14 });

async function withDatabase<T>(fn: (db: Database) => Promise<T>): Promise<T> {
  const db = await openDatabase({ embeddedDir: join(dataDir, 'db') });
  try {
    await migrate(db);
    return await fn(db);
  } finally {
    await db.close();
  }
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'batas-scrape-kill-'));
  site = await startFixtureServer({ files });
  token = (await withDatabase((db) => addAccount(db, { role: 'admin' }))).token;
});
afterAll(async () => {
  await site.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const env = () => ({ DATA_DIR: dataDir, SEED_DEMO: 'false', JWT_SECRET: TEST_SECRET, LAWPHIL_BASE_URL: site.url });

it('resumes a job after the process is killed mid-job, without fetching or storing anything twice', async () => {
  let server = await startServer({ env: env() });
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const started = await fetch(`${server.url}/api/admin/scraping/start`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ categories: ['republic-acts'], options: { delay: 500 } }),
  });
  expect(started.status).toBe(201);
  const { data: job } = (await started.json()) as { data: { id: string } };
  const progress = async () => {
    const response = await fetch(`${server.url}/api/admin/scraping/jobs`, { headers });
    const list = (
      (await response.json()) as { data: Array<{ id: string; status: string; progress: { completed: number } }> }
    ).data;
    return list.find((entry) => entry.id === job.id)!;
  };
  // Let a few documents in, then pull the plug.
  for (let i = 0; i < 100 && (await progress()).progress.completed < 4; i++)
    await new Promise((r) => setTimeout(r, 100));
  await server.stop('SIGKILL');
  const before = await withDatabase(
    async (db) => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM documents')).rows[0]!.n,
  );
  expect(before).toBeGreaterThanOrEqual(4);
  expect(before).toBeLessThan(14);

  server = await startServer({ env: env() });
  try {
    let state = await progress();
    for (let i = 0; i < 300 && state.status !== 'completed'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      state = await progress();
    }
    expect(state).toMatchObject({ status: 'completed', progress: { completed: 14, total: 14 } });
  } finally {
    expect(await server.stop('SIGTERM')).toBe(0);
  }
  await withDatabase(async (db) => {
    const docs = await db.query<{ n: number; urls: number }>(
      'SELECT count(*)::int AS n, count(DISTINCT source_url)::int AS urls FROM documents',
    );
    expect(docs.rows[0]).toEqual({ n: 14, urls: 14 });
    const jobRow = await db.query<{ results: { scraped: number; duplicates: number; failed: number } }>(
      'SELECT results FROM scraping_jobs WHERE id = $1',
      [job.id],
    );
    const results = jobRow.rows[0]!.results;
    // At most the one document in flight at the kill is fetched again (and then counted a duplicate).
    expect(results.scraped + results.duplicates).toBe(14);
    expect(results.duplicates).toBeLessThanOrEqual(1);
    expect(results.failed).toBe(0);
  });
  const documentFetches = site.requests.filter((path) => path.includes('/ra2010/'));
  expect(documentFetches.length - new Set(documentFetches).size).toBeLessThanOrEqual(1);
}, 400_000);
