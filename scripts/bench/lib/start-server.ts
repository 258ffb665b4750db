import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
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
  const port = await freePort();
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'silent',
    SEED_DEMO: String(seedDemo),
    EMBEDDED_WORKER: 'false',
    JWT_SECRET: 'benchmark-secret-that-is-long-enough-0123456789',
    DATA_DIR: kind === 'pglite' ? pgliteDataDir(name) : '/tmp/batas-bench/api-data',
    ...(kind === 'postgres' ? { DATABASE_URL: benchDatabaseUrl(name) } : { DATABASE_URL: '' }),
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (seedDemo ? 600_000 : 120_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited: ${stderr.slice(-2000)}`);
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error('the server did not answer /api/health within 120 s');
    }
    const ok = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  log(`server ${url} (pid ${child.pid}) ready`);
  return {
    url,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
