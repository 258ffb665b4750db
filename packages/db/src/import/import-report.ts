/**
 * Counting and reporting shared by every importer: what happened to each line, progress on stderr
 * while it runs (so stdout stays clean for the summary), and the final summary.
 */
/** The input as a whole is unusable (no manifest, no roll-number column): nothing was imported. */
export class ImportFileError extends Error {
  override name = 'ImportFileError';
}

export type Outcome = 'inserted' | 'updated' | 'duplicate' | 'failed';

export interface LineFailure {
  line: number;
  error: string;
}

export interface ImportSummary {
  total: number;
  inserted: number;
  updated: number;
  duplicates: number;
  failed: number;
  /** The first failures (at most 1,000 kept; `failed` counts them all). */
  failures: LineFailure[];
  ms: number;
  /** True when the run was interrupted (Ctrl-C) before the end of the input. */
  interrupted: boolean;
}

export interface ImportOptions {
  /** Where progress and failures are written; defaults to nothing (library use, tests). */
  log?: (message: string) => void;
  /** Stop between batches when aborted; what was written so far stays written. */
  signal?: AbortSignal;
  batchSize?: number;
}

const KEEP_FAILURES = 1000;
const PRINT_FAILURES = 50;
const PROGRESS_EVERY_MS = 2000;

export class ImportTally {
  readonly summary: ImportSummary = {
    total: 0,
    inserted: 0,
    updated: 0,
    duplicates: 0,
    failed: 0,
    failures: [],
    ms: 0,
    interrupted: false,
  };
  private readonly started = Date.now();
  private lastProgress = Date.now();

  constructor(
    private readonly label: string,
    private readonly log: (message: string) => void = () => {},
  ) {}

  record(outcome: Outcome, line: number, error?: string): void {
    this.summary.total += 1;
    if (outcome === 'duplicate') this.summary.duplicates += 1;
    else this.summary[outcome] += 1;
    if (outcome !== 'failed') return;
    const message = error ?? 'unknown error';
    if (this.summary.failures.length < KEEP_FAILURES) this.summary.failures.push({ line, error: message });
    if (this.summary.failed <= PRINT_FAILURES) this.log(`${this.label}: line ${line} skipped: ${message}`);
    if (this.summary.failed === PRINT_FAILURES + 1)
      this.log(`${this.label}: further failures are counted but not printed`);
  }

  /** Called after each batch: prints a progress line at most every two seconds. */
  progress(): void {
    if (Date.now() - this.lastProgress < PROGRESS_EVERY_MS) return;
    this.lastProgress = Date.now();
    this.log(`${this.label}: ${this.counts()} (${Math.round((Date.now() - this.started) / 1000)} s)`);
  }

  finish(interrupted = false): ImportSummary {
    this.summary.ms = Date.now() - this.started;
    this.summary.interrupted = interrupted;
    return this.summary;
  }

  counts(): string {
    const s = this.summary;
    return `${s.total.toLocaleString('en-US')} read, ${s.inserted} inserted, ${s.updated} updated, ${s.duplicates} duplicates, ${s.failed} failed`;
  }
}

export function formatSummary(label: string, summary: ImportSummary): string {
  const s = summary;
  const seconds = (s.ms / 1000).toFixed(1);
  return [
    `${label} ${s.interrupted ? 'INTERRUPTED' : 'finished'} in ${seconds} s`,
    `  read:       ${s.total}`,
    `  inserted:   ${s.inserted}`,
    `  updated:    ${s.updated}`,
    `  duplicates: ${s.duplicates}`,
    `  failed:     ${s.failed}`,
  ].join('\n');
}
