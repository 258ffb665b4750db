import type { Database } from '../../../packages/db/src/index.ts';
import { loadConfig } from '../../../apps/api/src/config/env.ts';
import { buildApp } from '../../../apps/api/src/app.ts';

/** The real API (plugins, validation, presenters) on the benchmark's database, without a worker or demo seed. */
export async function buildBenchApp(db: Database) {
  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 'benchmark-secret-that-is-long-enough-0123456789',
    DATA_DIR: '/tmp/batas-bench/data',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    EMBEDDED_WORKER: 'false',
  });
  const app = await buildApp({ config, db });
  await app.ready();
  return app;
}
