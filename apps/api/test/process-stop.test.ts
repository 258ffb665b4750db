/**
 * Stopping the platform by its main process id alone, as a process manager or a container does: SIGTERM to the
 * `npm start` process. Every layer passes it on (npm to the one server process; with WEB_CONCURRENCY, the
 * supervisor to each server process), and the graceful path runs: requests in flight are answered, the running
 * scraping job is handed back at a safe point, the database is closed, and no process is left behind.
 * The embedded case runs on PGlite; the WEB_CONCURRENCY=2 case needs TEST_DATABASE_URL.
 */
import { mkdirSync, mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, migrate, type Database } from '@batas/db';
import { startHttpSite, type HttpSite } from '../../worker/test/support/http-site.ts';
import { indexPage, lawPage, syntheticLaws } from '../../worker/test/support/synthetic-lawphil.ts';
import { createPostgresSchema, type PostgresSchema } from '../../worker/test/support/test-database.ts';
import { LAWPHIL_CATEGORIES } from '../../worker/src/sources/lawphil/categories.ts';
import { NPM_START, processesCarrying, startServer, type RunningServer } from '@batas/test-support';

const ADMIN = { email: 'stop-test@example.com', password: 'stop-test-password' };
const laws = syntheticLaws('republic-acts', 3);
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let site: HttpSite;
let root: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'batas-stop-'));
  mkdirSync(join(root, 'web'));
  // A source whose document pages take seconds: the job is in the middle of a request when the signal comes.
  site = await startHttpSite(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const law = laws.find((candidate) => candidate.path === path);
    if (law) await new Promise((resolve) => setTimeout(resolve, 4000));
    const body =
      path === LAWPHIL_CATEGORIES['republic-acts']!.indexPath ? indexPage(laws) : law ? lawPage(law) : undefined;
    res.writeHead(body ? 200 : 404, { 'content-type': 'text/html' });
    res.end(body ?? (path === '/robots.txt' ? 'User-agent: *\nAllow: /\n' : ''));
  });
});
afterAll(async () => {
  await site.close();
  rmSync(root, { recursive: true, force: true });
});

/** `npm start`, as an operator runs it, on a prebuilt (empty) web folder. */
const startPlatform = (extra: Record<string, string>) =>
  startServer({
    command: NPM_START,
    timeoutMs: 150_000,
    env: {
      WEB_DIST_DIR: join(root, 'web'),
      SEED_DEMO: 'false',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LAWPHIL_BASE_URL: site.url,
      ...extra,
    },
  });

/** Signs in, starts a scraping job and waits until its first document request hangs on the slow source. */
async function startSlowJob(platform: RunningServer): Promise<string> {
  const login = await fetch(`${platform.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  expect(login.status).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const started = await fetch(`${platform.url}/api/admin/scraping/start`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ categories: ['republic-acts'], options: { delay: 500, maxDocuments: 3 } }),
  });
  expect(started.status).toBe(201);
  const { data } = (await started.json()) as { data: { id: string } };
  for (let waited = 0; waited < 60_000; waited += 50) {
    if (site.requests.some((request) => laws.some((law) => law.path === request.path) && !request.endedAt)) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return data.id;
}

/** Searches that are still being answered when the signal arrives. */
function burstOfSearches(platform: RunningServer) {
  return Array.from({ length: 12 }, (_, index) =>
    fetch(`${platform.url}/api/documents?search=petitioner%20appeals&limit=20&page=${index + 1}`).then(
      (response) => response.status,
      (error: Error) => error.message,
    ),
  );
}

async function seedDocuments(db: Database) {
  await migrate(db);
  await db.query(
    `INSERT INTO documents (slug, title, document_type, date_decided, content)
     SELECT 'doc-' || n, 'Decision number ' || n, 'Supreme Court Decision', date '2000-01-01' + n,
            repeat('The petitioner assails the resolution of the court of appeals on due process grounds. ', 40)
       FROM generate_series(1, 1500) AS n`,
  );
}

async function expectSafePoint(db: Database, jobId: string) {
  const job = await db.query<{ status: string; locked_by: string | null }>(
    'SELECT status, locked_by FROM scraping_jobs WHERE id = $1',
    [jobId],
  );
  expect(job.rows[0]).toEqual({ status: 'pending', locked_by: null });
  const logs = await db.query<{ message: string }>('SELECT message FROM scraping_logs WHERE job_id = $1', [jobId]);
  expect(logs.rows.map((row) => row.message)).toContain(
    `Worker shutting down; Scraping job ${jobId} will continue on the next start`,
  );
}

describe.skipIf(onPostgres)('npm start on the embedded database', () => {
  it('stops gracefully on SIGTERM to the npm process, leaving no process behind', async () => {
    const dataDir = join(root, 'data');
    const seed = await openDatabase({ embeddedDir: join(dataDir, 'db') });
    await seedDocuments(seed);
    await seed.close();

    const platform = await startPlatform({ DATA_DIR: dataDir });
    expect(processesCarrying(platform.marker)?.length ?? 2).toBeGreaterThanOrEqual(2); // npm and the server
    const jobId = await startSlowJob(platform);
    const burst = burstOfSearches(platform);
    await new Promise((resolve) => setTimeout(resolve, 40));
    platform.kill('SIGTERM');

    expect(await Promise.all(burst)).toEqual(Array(12).fill(200));
    // A failed stop says why: the platform's last output (an 'Error during shutdown', a forced exit) is the message.
    expect(await platform.exited, platform.output().slice(-4000)).toBe(0);
    expect(processesCarrying(platform.marker) ?? []).toEqual([]);
    // The database was closed (its lock released) and the job was handed back at a safe point.
    expect(existsSync(join(dataDir, 'db', 'batas.lock'))).toBe(false);
    const db = await openDatabase({ embeddedDir: join(dataDir, 'db') });
    try {
      await expectSafePoint(db, jobId);
    } finally {
      await db.close();
    }
  }, 240_000);
});

describe.skipIf(!onPostgres)('npm start with WEB_CONCURRENCY=2 on PostgreSQL (TEST_DATABASE_URL)', () => {
  let schema: PostgresSchema;
  let db: Database;
  const applicationName = `batas-stop-${process.pid}`;
  beforeAll(async () => {
    schema = (await createPostgresSchema())!;
    db = await schema.open(2);
    await seedDocuments(db);
  });
  afterAll(async () => {
    await db.close();
    await schema.drop();
  });

  it('passes SIGTERM from npm to the supervisor to both server processes, each stopping gracefully', async () => {
    const url = new URL(schema.url);
    url.searchParams.set('application_name', applicationName);
    const platform = await startPlatform({
      DATABASE_URL: url.href,
      WEB_CONCURRENCY: '2',
      DATA_DIR: join(root, 'cluster-data'),
    });
    // npm, the supervisor and two server processes.
    expect(processesCarrying(platform.marker)?.length ?? 4).toBeGreaterThanOrEqual(4);
    const connected = await db.query<{ n: number }>(
      'SELECT count(DISTINCT pid)::int AS n FROM pg_stat_activity WHERE application_name = $1',
      [applicationName],
    );
    expect(connected.rows[0]!.n).toBeGreaterThan(0);
    const jobId = await startSlowJob(platform);
    const burst = burstOfSearches(platform);
    await new Promise((resolve) => setTimeout(resolve, 40));
    platform.kill('SIGTERM');

    expect(await Promise.all(burst)).toEqual(Array(12).fill(200));
    // A failed stop says why: the platform's last output (an 'Error during shutdown', a forced exit) is the message.
    expect(await platform.exited, platform.output().slice(-4000)).toBe(0);
    expect(processesCarrying(platform.marker) ?? []).toEqual([]);
    const left = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = $1',
      [applicationName],
    );
    expect(left.rows[0]!.n).toBe(0);
    await expectSafePoint(db, jobId);
  }, 240_000);
});
