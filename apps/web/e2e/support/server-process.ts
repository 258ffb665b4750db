import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

const root = new URL('../../../..', import.meta.url).pathname;

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  url: string;
  process: ChildProcess;
  output: () => string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Starts the real server process (`node --import tsx apps/api/src/server.ts`) and waits until /api/health answers. */
// Three minutes: on a machine shared by several test runs, migrating and starting took close to a minute.
export async function startServer(env: Record<string, string>, timeoutMs = 180_000): Promise<RunningServer> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (log += chunk));
  child.stderr!.on('data', (chunk) => (log += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not answer within ${timeoutMs} ms:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  // A server that dies mid-run turns every later test into 'connection refused': say why, once, where it happened.
  let stopping = false;
  void exited.then((code) => {
    if (!stopping)
      console.error(`\n[e2e server] exited unexpectedly (code ${code}); its last output:\n${log.slice(-6000)}`);
  });
  return {
    url,
    process: child,
    output: () => log,
    async stop(signal = 'SIGTERM') {
      stopping = true;
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}
