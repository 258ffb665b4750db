import { MultiBar, type SingleBar } from 'cli-progress';
import type { InstallTally } from '../library/install-tally.ts';

export interface InstallProgress {
  update(tally: InstallTally, expected: number): void;
  /** A line for the operator (a refused file), printed above the bar. */
  note(line: string): void;
  stop(): void;
}

const PLAIN_EVERY_MS = 5000;

/**
 * On a terminal, a progress bar (files, documents, rate, time left); elsewhere (a log, CI) a plain line every
 * few seconds, so that the output stays readable.
 */
export function startInstallProgress(label: string, stream: NodeJS.WriteStream): InstallProgress {
  const started = Date.now();
  const rate = (tally: InstallTally) => tally.documentsWritten / Math.max(1, (Date.now() - started) / 1000);
  if (stream.isTTY) {
    // A MultiBar of one bar: it can print a line above the bar without breaking it.
    const bars = new MultiBar({
      stream,
      format: `${label} [{bar}] {percentage}% | {value}/{total} files | {documents} documents | {rate}/s | {eta_formatted} left`,
      etaBuffer: 2000,
      hideCursor: true,
    });
    let bar: SingleBar | undefined;
    return {
      update(tally, expected) {
        const done = tally.read + tally.unchanged + tally.refusedTotal;
        const payload = { documents: tally.documentsWritten, rate: rate(tally).toFixed(0) };
        if (!bar) bar = bars.create(expected, done, payload);
        else bar.update(done, payload);
      },
      note: (line) => bars.log(`${line}\n`),
      stop: () => bars.stop(),
    };
  }
  let last = 0;
  return {
    update(tally, expected) {
      if (Date.now() - last < PLAIN_EVERY_MS) return;
      last = Date.now();
      const done = tally.read + tally.unchanged + tally.refusedTotal;
      stream.write(
        `${label}: ${done}/${expected} files, ${tally.documentsWritten} documents, ${rate(tally).toFixed(0)} documents/s\n`,
      );
    },
    note: (line) => stream.write(`${line}\n`),
    stop: () => {},
  };
}
