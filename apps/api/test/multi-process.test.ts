/**
 * Many processes on one PostgreSQL server, as a deployment grows: two API processes started together on an empty
 * schema (they migrate and seed in turn), and two `npm run worker` processes. The sign-in limit holds across the API
 * processes (one counter, in the database), and two workers crawling one host keep the job's delay between every
 * two requests, whoever sends them. Needs TEST_DATABASE_URL; skipped (visibly) without it.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@batas/db';
import { gapsBetweenRequests, startHttpSite, type HttpSite } from '../../worker/test/support/http-site.ts';
import { syntheticSite } from '../../worker/test/support/synthetic-lawphil.ts';
import { LOGIN_LIMITS } from '../src/routes/api/auth/rate-limits.ts';
import { startServer, type RunningServer } from '@batas/test-support';

const root = new URL('../../../', import.meta.url).pathname;
const ADMIN = { email: 'ops@example.com', password: 'ops-password-123' };
const DELAY_MS = 500;

interface Worker {
  exited: Promise<number | null>;
  stop(): Promise<number | null>;
}

/** `npm run worker` (its command, without npm), started once it says it is running. */
async function startWorker(env: Record<string, string>): Promise<Worker> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/worker/src/main.ts'], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`worker did not start:\n${log}`)), 120_000);
    const onData = (chunk: Buffer) => {
      log += chunk;
      if (log.includes('is running')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then((code) => reject(new Error(`worker exited with ${code}:\n${log}`)));
  });
  return {
    exited,
    stop: () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('two API processes and two workers on one PostgreSQL server', () => {
  const schemaName = `multi_${randomBytes(4).toString('hex')}`;
  let admin: Database;
  let control: Database;
  let url: string;
  let site: HttpSite;
  let apis: RunningServer[] = [];
  let workers: Worker[] = [];
  let dir: string;
  const { files } = syntheticSite({ 'republic-acts': 6, acts: 6 });

  beforeAll(async () => {
    const base = process.env.TEST_DATABASE_URL!;
    admin = await openDatabase({ databaseUrl: base, maxConnections: 1 });
    await admin.exec(
      `CREATE EXTENSION IF NOT EXISTS unaccent SCHEMA public; CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public; CREATE SCHEMA ${schemaName}`,
    );
    const withSchema = new URL(base);
    withSchema.searchParams.set('options', `-c search_path=${schemaName},public`);
    url = withSchema.href;
    dir = mkdtempSync(join(tmpdir(), 'batas-multi-'));
    mkdirSync(join(dir, 'web'));
    site = await startHttpSite((req, res) => {
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      const body = path === '/robots.txt' ? Buffer.from('User-agent: *\nAllow: /\n') : files.get(path);
      res.writeHead(body ? 200 : 404, { 'content-type': 'text/html' });
      res.end(body ?? 'not found');
    });
    const env = (name: string) => ({
      DATABASE_URL: url,
      DATA_DIR: join(dir, name),
      WEB_DIST_DIR: join(dir, 'web'),
      JWT_SECRET: 'multi-process-secret-long-enough-0123456789',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      EMBEDDED_WORKER: 'false',
      TRUST_PROXY: 'loopback',
      LAWPHIL_BASE_URL: site.url,
    });
    // Started together on an empty schema: one migrates and creates the super admin, the other waits its turn.
    apis = await Promise.all([
      startServer({ env: env('api-1'), timeoutMs: 150_000 }),
      startServer({ env: env('api-2'), timeoutMs: 150_000 }),
    ]);
    workers = await Promise.all([
      startWorker({ DATABASE_URL: url, LAWPHIL_BASE_URL: site.url }),
      startWorker({ DATABASE_URL: url, LAWPHIL_BASE_URL: site.url }),
    ]);
    control = await openDatabase({ databaseUrl: url, maxConnections: 2 });
  }, 300_000);

  afterAll(async () => {
    const codes = await Promise.all([
      ...workers.map((worker) => worker.stop()),
      ...apis.map((api) => {
        api.kill('SIGTERM');
        return api.exited;
      }),
    ]);
    expect(codes.every((code) => code === 0)).toBe(true);
    await control?.close();
    await site?.close();
    await admin.exec(`DROP SCHEMA ${schemaName} CASCADE`);
    await admin.close();
    rmSync(dir, { recursive: true, force: true });
  }, 120_000);

  const signIn = (api: RunningServer, path: 'auth' | 'admin', email: string, password: string, from: string) =>
    fetch(`${api.url}/api/${path}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
      body: JSON.stringify({ email, password }),
    }).then((response) => response.status);

  it('migrated once and created one super admin', async () => {
    const admins = await control.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM users WHERE role = 'super_admin'`,
    );
    expect(admins.rows[0]!.n).toBe(1);
  });

  it('counts guesses at one account on both API processes into one limit', async () => {
    const [one, two] = apis as [RunningServer, RunningServer];
    for (let index = 0; index < LOGIN_LIMITS.perAccount; index++) {
      const api = index % 2 === 0 ? one : two;
      expect(
        await signIn(api, index % 3 === 0 ? 'admin' : 'auth', ADMIN.email, `guess-${index}`, `198.51.100.${index + 1}`),
      ).toBe(401);
    }
    expect(await signIn(one, 'auth', ADMIN.email, 'guess-x', '198.51.100.100')).toBe(429);
    expect(await signIn(two, 'admin', ADMIN.email, ADMIN.password, '198.51.100.101')).toBe(429);
  });

  it('counts a spray from one address on both API processes into one limit', async () => {
    const [one, two] = apis as [RunningServer, RunningServer];
    for (let index = 0; index < LOGIN_LIMITS.perAddress; index++) {
      const api = index % 2 === 0 ? one : two;
      expect(await signIn(api, 'auth', `person${index}@example.com`, 'password1', '203.0.113.77')).toBe(401);
    }
    expect(await signIn(one, 'auth', 'someone@example.com', 'password1', '203.0.113.77')).toBe(429);
    expect(await signIn(two, 'auth', 'someone@example.com', 'password1', '203.0.113.77')).toBe(429);
    expect(await signIn(two, 'auth', 'someone@example.com', 'password1', '203.0.113.78')).toBe(401);
  });

  it('two workers crawling one host keep the delay between every two requests', async () => {
    const [one, two] = apis as [RunningServer, RunningServer];
    // A fresh window for the super admin's sign-in: the earlier test used up this account's allowance on purpose.
    await control.query('DELETE FROM rate_limit_counters');
    const login = await fetch(`${one.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    for (const category of ['republic-acts', 'acts']) {
      const started = await fetch(`${two.url}/api/admin/scraping/start`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ categories: [category], options: { delay: DELAY_MS, maxDocuments: 6 } }),
      });
      expect(started.status).toBe(201);
    }
    const deadline = Date.now() + 120_000;
    for (;;) {
      const { rows } = await control.query<{ status: string }>('SELECT status FROM scraping_jobs');
      if (rows.length === 2 && rows.every((row) => row.status === 'completed')) break;
      expect(rows.some((row) => row.status === 'failed')).toBe(false);
      if (Date.now() > deadline) throw new Error(`jobs not completed: ${JSON.stringify(rows)}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    // Each worker ran one of the jobs, at the same time as the other.
    const overlap = await control.query<{ overlap: boolean }>(
      'SELECT max(start_time) < min(end_time) AS overlap FROM scraping_jobs',
    );
    expect(overlap.rows[0]!.overlap).toBe(true);
    const stored = await control.query<{ n: number }>('SELECT count(*)::int AS n FROM documents');
    expect(stored.rows[0]!.n).toBe(12);
    expect(site.requests.length).toBe(2 * (1 + 1 + 6));
    const gaps = gapsBetweenRequests(site);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(DELAY_MS);
  }, 180_000);
});
