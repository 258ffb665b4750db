import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openTestDatabase } from '@batas/db/test';
import { loadConfig } from '../src/config/env.ts';
import { buildApp } from '../src/app.ts';

/**
 * A real app on a real, migrated, empty database (PGlite in memory, or a throw-away PostgreSQL schema) and its own
 * data folder (uploads, the outbox's files), so that test files running side by side share nothing.
 */
export async function createTestApp(env: Record<string, string> = {}) {
  const db = await openTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'batas-api-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 'test-secret-that-is-long-enough-0123456789',
    DATA_DIR: dataDir,
    ...env,
  });
  const app = await buildApp({ config, db });
  await app.ready();
  return {
    app,
    db,
    async close() {
      await app.close();
      await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
