import { startServer as startPlatformServer } from '@batas/test-support';
import { benchDatabaseUrl, pgliteDataDir } from './bench-database.ts';

/**
 * The API as production runs it: its own process (apps/api/src/server.ts), listening on 127.0.0.1
 * only, on a free port, with no worker and no demo data (unless asked: the starter library and the demo, loaded on
 * the first start of its data folder). Resolves when /api/health answers.
 */
export async function startServer(
  kind: 'pglite' | 'postgres',
  name: string,
  log: (line: string) => void,
  { seedDemo = false }: { seedDemo?: boolean } = {},
) {
  const server = await startPlatformServer({
    timeoutMs: seedDemo ? 600_000 : 120_000,
    env: {
      LOG_LEVEL: 'silent',
      SEED_DEMO: String(seedDemo),
      EMBEDDED_WORKER: 'false',
      JWT_SECRET: 'benchmark-secret-that-is-long-enough-0123456789',
      DATA_DIR: kind === 'pglite' ? pgliteDataDir(name) : '/tmp/batas-bench/api-data',
      DATABASE_URL: kind === 'postgres' ? benchDatabaseUrl(name) : '',
    },
  });
  log(`server ${server.url} (pid ${server.pid}) ready`);
  return { url: server.url, stop: async () => void (await server.stop()) };
}
