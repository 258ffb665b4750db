import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { freePort } from '../../../web/e2e/support/server-process.ts';

const root = new URL('../../../../', import.meta.url).pathname;

export interface RunningPlatform {
  url: string;
  /** The main process id: the one a process manager or a container would signal. */
  pid: number;
  /** Marks every process of this platform (in its environment), to find any left behind. */
  marker: string;
  exited: Promise<number | null>;
  output(): string;
  kill(signal: NodeJS.Signals): void;
}

/**
 * Starts the platform as an operator would: `npm start` (or another command), its environment carrying a marker so
 * that every process it starts can be found afterwards, and waits until /api/health answers.
 */
export async function startPlatform(
  env: Record<string, string>,
  command: string[] = ['npm', 'start'],
  timeoutMs = 150_000,
): Promise<RunningPlatform> {
  const port = env.PORT ?? String(await freePort());
  const marker = `BATAS_TEST_MARKER=${randomUUID()}`;
  let log = '';
  const child: ChildProcess = spawn(command[0]!, command.slice(1), {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...env,
      PORT: port,
      BATAS_TEST_MARKER: marker.split('=')[1],
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (log += chunk));
  child.stderr!.on('data', (chunk) => (log += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${command.join(' ')} exited with ${child.exitCode}:\n${log}`);
    const up = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${command.join(' ')} did not answer within ${timeoutMs} ms:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { url, pid: child.pid!, marker, exited, output: () => log, kill: (signal) => child.kill(signal) };
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
