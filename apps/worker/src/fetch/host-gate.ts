import { sleep } from './abortable-sleep.ts';

/**
 * Minimum pause between two requests to one of the real sources, whatever the job asks: LawPhil is fine at
 * one request a second, the E-Library "starts refusing connections under sustained crawling" below ~5 s
 * (apps/worker/src/sources/README.md). Local copies (tests, benchmarks) get the job's delay as given.
 */
export const HOST_DELAY_FLOORS: ReadonlyArray<{ host: RegExp; minDelayMs: number }> = [
  { host: /(^|\.)lawphil\.net$/i, minDelayMs: 1000 },
  { host: /(^|\.)elibrary\.judiciary\.gov\.ph$/i, minDelayMs: 5000 },
];

export function hostDelayFloor(hostname: string): number {
  return HOST_DELAY_FLOORS.find((floor) => floor.host.test(hostname))?.minDelayMs ?? 0;
}

/**
 * One request at a time per host, and a pause of `delayMs` after each answer before the next request to that
 * host starts. Requests to different hosts do not wait for each other. Shared by everything a process
 * fetches (robots.txt included), so two jobs on one worker cannot double the rate on a site.
 */
export class HostGate {
  private readonly tails = new Map<string, Promise<void>>();
  private readonly nextAllowedAt = new Map<string, number>();

  async run<T>(host: string, delayMs: number, signal: AbortSignal | undefined, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(host) ?? Promise.resolve();
    let release!: () => void;
    const turn = new Promise<void>((resolve) => (release = resolve));
    const tail = previous.then(() => turn);
    this.tails.set(host, tail);
    let ran = false;
    try {
      await previous;
      await sleep((this.nextAllowedAt.get(host) ?? 0) - Date.now(), signal);
      ran = true;
      return await task();
    } finally {
      if (ran) this.nextAllowedAt.set(host, Date.now() + delayMs);
      release();
      if (this.tails.get(host) === tail) this.tails.delete(host);
    }
  }
}
