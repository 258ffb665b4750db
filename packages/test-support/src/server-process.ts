import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { freePort } from './free-port.ts';

const root = new URL('../../../', import.meta.url).pathname;

/** The server process itself, as `npm start` ends up running it (no web build, no supervisor). */
export const SERVER_COMMAND: readonly string[] = [process.execPath, '--import', 'tsx', 'apps/api/src/server.ts'];
/** What an operator runs: builds the web app when needed, then `exec`s the server (or its supervisor). */
export const NPM_START: readonly string[] = ['npm', 'start'];

// A server's log is kept for error messages; a long run keeps only its end.
const KEPT_OUTPUT = 1_000_000;

export interface ServerOptions {
  /** Added to this process's environment, after the defaults (production, 127.0.0.1, warnings only). */
  env?: Record<string, string | undefined>;
  /** What to run, from the repository root: SERVER_COMMAND (the default), NPM_START, or another command. */
  command?: readonly string[];
  /** How long to wait for /api/health. Three minutes by default: on a shared machine, a first start migrating a
   *  database took close to one. */
  timeoutMs?: number;
  /** Names the server in messages; when set, a server that dies before `stop` prints its last output at once, so a
   *  run of tests that all fail with 'connection refused' says why where it happened. */
  watchAs?: string;
}

export interface RunningServer {
  url: string;
  port: number;
  /** The main process id: the one a process manager or a container would signal. */
  pid: number;
  /** `BATAS_TEST_MARKER=<uuid>`, in the environment of this server and every process it starts. */
  marker: string;
  exited: Promise<number | null>;
  output(): string;
  kill(signal: NodeJS.Signals): void;
  /** Signals the server (SIGTERM by default) and resolves with its exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * The one way tests and benchmarks start the platform: a real process on a free port (or `env.PORT`), listening on
 * 127.0.0.1, resolved once /api/health answers. Its environment carries a marker, so that every process it starts can
 * be found afterwards (`processesCarrying`).
 */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const { command = SERVER_COMMAND, timeoutMs = 180_000, watchAs } = options;
  const port = options.env?.PORT ? Number(options.env.PORT) : await freePort();
  const markerValue = randomUUID();
  const name = watchAs ?? command.join(' ');
  let log = '';
  const child = spawn(command[0]!, command.slice(1), {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...options.env,
      PORT: String(port),
      BATAS_TEST_MARKER: markerValue,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    log += chunk.toString('utf8');
    if (log.length > KEPT_OUTPUT) log = log.slice(-KEPT_OUTPUT / 2);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}:\n${log}`);
    const up = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${name} did not answer /api/health within ${timeoutMs} ms:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  let stopping = false;
  if (watchAs) {
    void exited.then((code) => {
      if (!stopping)
        console.error(`\n[${watchAs}] exited unexpectedly (code ${code}); its last output:\n${log.slice(-6000)}`);
    });
  }
  return {
    url,
    port,
    pid: child.pid!,
    marker: `BATAS_TEST_MARKER=${markerValue}`,
    exited,
    output: () => log,
    kill: (signal) => {
      stopping = true;
      child.kill(signal);
    },
    stop(signal = 'SIGTERM') {
      stopping = true;
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** Ids of the processes whose environment carries the marker (Linux /proc); undefined where /proc is missing. */
export function processesCarrying(marker: string): number[] | undefined {
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return undefined;
  }
  return entries
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/environ`, 'latin1').split('\0').includes(marker);
      } catch {
        return false; // gone meanwhile, or not ours
      }
    })
    .map(Number);
}
