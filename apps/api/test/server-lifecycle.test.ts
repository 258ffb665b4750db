/**
 * The server process on the embedded database: graceful stop on SIGTERM/SIGINT (in-flight requests finish,
 * the database closes cleanly) and no loss of committed data on a hard kill (SIGKILL).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, migrate } from '@batas/db';
import { startServer } from '@batas/test-support';
import { VISITORS_PER_ADDRESS } from '../src/services/analytics/daily-visitors.ts';

const env = (dataDir: string) => ({
  DATA_DIR: dataDir,
  SEED_DEMO: 'false',
  EMBEDDED_WORKER: 'false',
  JWT_SECRET: 'lifecycle-secret-long-enough-0123456789abcdef',
});

async function withDatabase<T>(
  dataDir: string,
  fn: (db: Awaited<ReturnType<typeof openDatabase>>) => Promise<T>,
): Promise<T> {
  const db = await openDatabase({ embeddedDir: join(dataDir, 'db') });
  try {
    await migrate(db);
    return await fn(db);
  } finally {
    await db.close();
  }
}

describe('server lifecycle on the embedded database', () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'batas-lifecycle-'));
    // Enough rows that a burst of text searches is still running when the signal arrives.
    await withDatabase(dataDir, (db) =>
      db.query(
        `INSERT INTO documents (slug, title, document_type, date_decided, content)
         SELECT 'doc-' || n, 'Decision number ' || n, 'Supreme Court Decision', date '2000-01-01' + n,
                repeat('The petitioner assails the resolution of the court of appeals on due process grounds. ', 40)
           FROM generate_series(1, 1500) AS n`,
      ),
    );
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it.each(['SIGTERM', 'SIGINT'] as const)(
    'on %s finishes in-flight requests, then exits 0 and releases the database',
    async (signal) => {
      const server = await startServer({ env: env(dataDir) });
      // A burst that is still being answered when the signal arrives, but well inside the 20 s shutdown limit.
      const burst = Array.from({ length: 12 }, (_, index) =>
        fetch(`${server.url}/api/documents?search=petitioner%20appeals&limit=20&page=${index + 1}`).then(
          async (response) => ({
            status: response.status,
            body: (await response.json()) as { success: boolean },
          }),
        ),
      );
      await new Promise((resolve) => setTimeout(resolve, 40));
      const exitCode = server.stop(signal);
      const results = await Promise.all(burst);
      expect(results.every((result) => result.status === 200 && result.body.success)).toBe(true);
      expect(await exitCode).toBe(0);
      expect(existsSync(join(dataDir, 'db', 'batas.lock'))).toBe(false);
      // After a clean stop the next start needs no recovery and sees the same data.
      const count = await withDatabase(
        dataDir,
        async (db) => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM documents')).rows[0]!.n,
      );
      expect(count).toBe(1500);
    },
  );

  it('keeps every committed write through a hard kill (SIGKILL)', async () => {
    const server = await startServer({ env: env(dataDir) });
    // Each read of a document by slug by another visitor commits a view (a view counts once per visitor and day, and
    // at most VISITORS_PER_ADDRESS browsers of one address count).
    for (let index = 0; index < VISITORS_PER_ADDRESS; index++) {
      const response = await fetch(`${server.url}/api/documents/slug/doc-42`, {
        headers: { 'user-agent': `lifecycle-reader-${index}` },
      });
      expect(response.status).toBe(200);
    }
    await server.stop('SIGKILL');
    const views = await withDatabase(
      dataDir,
      async (db) =>
        (await db.query<{ view_count: number }>(`SELECT view_count FROM documents WHERE slug = 'doc-42'`)).rows[0]!
          .view_count,
    );
    expect(views).toBe(VISITORS_PER_ADDRESS);
    // And the server starts again on the same files (the stale lock of the killed process is taken over).
    const again = await startServer({ env: env(dataDir) });
    try {
      const body = (await (await fetch(`${again.url}/api/documents/slug/doc-42`)).json()) as {
        data: { viewCount: number };
      };
      expect(body.data.viewCount).toBe(VISITORS_PER_ADDRESS);
    } finally {
      expect(await again.stop('SIGTERM')).toBe(0);
    }
  });

  it('refuses to start a second process on the same embedded database, with a clear message', async () => {
    const server = await startServer({ env: env(dataDir) });
    try {
      await expect(startServer({ env: env(dataDir), timeoutMs: 20_000 })).rejects.toThrow(/in use by another process/);
    } finally {
      await server.stop();
    }
  });
});
