import cluster, { type Worker } from 'node:cluster';
import type { AppConfig } from '../config/env.ts';

const STOP_LIMIT_MS = 25_000;
const CRASH_WINDOW_MS = 60_000;
const MAX_CRASHES = 5;

/**
 * WEB_CONCURRENCY > 1: this process only supervises. It forks that many server processes (node:cluster: they share
 * the one port, connections are spread over them), hands them the token secret it resolved (so a token from one is
 * valid on all), and passes SIGTERM/SIGINT on to every one of them, exiting when the last has finished its own
 * graceful stop. A server process that dies is replaced; if none starts, or they keep dying, everything stops.
 */
export function runClusterPrimary(config: AppConfig): void {
  const count = config.WEB_CONCURRENCY;
  const env = { JWT_SECRET: config.JWT_SECRET! };
  const crashes: number[] = [];
  let listening = false;
  let stopping = false;
  let failed = false;

  for (let index = 0; index < count; index++) cluster.fork(env);

  let ready = 0;
  cluster.on('listening', (_worker, address) => {
    ready++;
    if (!listening && ready === count) {
      listening = true;
      console.log(
        `Batas is running at http://localhost:${address.port} with ${count} server processes (PostgreSQL server)`,
      );
    }
  });

  cluster.on('exit', (worker: Worker, code, signal) => {
    if (stopping) {
      if (code !== 0) failed = true;
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(failed ? 1 : 0);
      return;
    }
    const now = Date.now();
    crashes.push(now);
    while (crashes.length > 0 && crashes[0]! < now - CRASH_WINDOW_MS) crashes.shift();
    if (!listening || crashes.length > MAX_CRASHES) {
      failed = true;
      console.error(`✖ Server process ${worker.process.pid} exited (${signal ?? code}); stopping the others.`);
      stop('SIGTERM');
      return;
    }
    console.error(`Server process ${worker.process.pid} exited (${signal ?? code}); starting another.`);
    cluster.fork(env);
  });

  function stop(signal: NodeJS.Signals): void {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => Boolean(worker));
    if (workers.length === 0) process.exit(failed ? 1 : 0);
    for (const worker of workers) worker.process.kill(signal);
    setTimeout(() => {
      console.error(`Server processes did not stop within ${STOP_LIMIT_MS / 1000} s; killing them.`);
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
      process.exit(1);
    }, STOP_LIMIT_MS).unref();
  }
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}
