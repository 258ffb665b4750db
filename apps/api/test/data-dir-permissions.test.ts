/**
 * DATA_DIR holds password hashes, personal data, secrets and identity documents: after a start of the real
 * server every folder in it is 0700 and every file 0600, on a fresh install and on an existing one whose files
 * were world-readable (PGlite writes its initial files 0666).
 */
import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openDatabase, migrate } from '@batas/db';
import { startServer } from '@batas/test-support';

const roots: string[] = [];
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

function newRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'batas-private-'));
  roots.push(root);
  return root;
}

/** Every path under dir whose mode is not 0700 (folders) / 0600 (files), with its mode. */
function notPrivate(dir: string): string[] {
  const wrong: string[] = [];
  const visit = (path: string) => {
    const stat = lstatSync(path);
    const mode = stat.mode & 0o777;
    if (mode !== (stat.isDirectory() ? 0o700 : 0o600)) wrong.push(`${path.slice(dir.length)} ${mode.toString(8)}`);
    if (stat.isDirectory()) readdirSync(path).forEach((name) => visit(join(path, name)));
  };
  visit(dir);
  return wrong;
}

async function startAndStop(dataDir: string) {
  // No JWT_SECRET and no ADMIN_PASSWORD: the server generates both and writes them into DATA_DIR.
  const server = await startServer({
    env: { DATA_DIR: dataDir, SEED_DEMO: 'false', EMBEDDED_WORKER: 'false' },
    timeoutMs: 150_000,
  });
  try {
    // A write while running: the database creates files after the start's tightening too.
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  } finally {
    expect(await server.stop('SIGTERM')).toBe(0);
  }
}

it('creates a fresh DATA_DIR private, with its database, secret and admin credentials', async () => {
  const dataDir = join(newRoot(), 'data');
  await startAndStop(dataDir);
  const names = readdirSync(dataDir).sort();
  expect(names).toEqual(expect.arrayContaining(['admin-credentials.txt', 'db', 'jwt-secret']));
  expect(readdirSync(join(dataDir, 'db')).length).toBeGreaterThan(10);
  expect(notPrivate(dataDir)).toEqual([]);
}, 180_000);

it('tightens an existing install whose files were readable by everyone', async () => {
  const dataDir = join(newRoot(), 'data');
  mkdirSync(join(dataDir, 'uploads', 'verification'), { recursive: true, mode: 0o755 });
  const db = await openDatabase({ embeddedDir: join(dataDir, 'db') });
  await migrate(db);
  await db.close();
  writeFileSync(join(dataDir, 'jwt-secret'), `${'s'.repeat(48)}\n`);
  writeFileSync(join(dataDir, 'uploads', 'verification', 'id.pdf'), '%PDF-1.4');
  // As earlier versions left it: folders 0755, database files 0666, the rest 0644.
  const loosen = (path: string) => {
    const stat = lstatSync(path);
    chmodSync(path, stat.isDirectory() ? 0o755 : path.includes('/db/') ? 0o666 : 0o644);
    if (stat.isDirectory()) readdirSync(path).forEach((name) => loosen(join(path, name)));
  };
  loosen(dataDir);
  expect(notPrivate(dataDir).length).toBeGreaterThan(100);

  await startAndStop(dataDir);
  expect(notPrivate(dataDir)).toEqual([]);
}, 180_000);
