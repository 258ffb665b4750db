import type { CrosswalkSummary } from '@batas/db/citator';
import type { FileOutcome, FoldedDuplicates } from '@batas/db/library';

export type Outcome = FileOutcome['outcome'] | 'part';

/** A file the installer would not read: changed, unknown, a link, a path outside the repository. */
export interface RefusedFile {
  path: string;
  reason: string;
}

export interface InstallSummary {
  collection: string;
  commit: string;
  /** Files the manifest lists; files found in the source and read now; found unchanged since an earlier run. */
  files: { expected: number; read: number; unchanged: number; missing: number; companions: number };
  outcomes: Record<Outcome, number>;
  /** Skipped files grouped by reason, each with its count and the first few paths. */
  skipped: Array<{ reason: string; count: number; paths: string[] }>;
  refused: RefusedFile[];
  /** The first paths of the manifest the source did not have. */
  missingPaths: string[];
  codesAssembled: string[];
  /** One document stored twice, folded into one at the end (null when interrupted). */
  folded: FoldedDuplicates | null;
  /** The citator brought up to date at the end: texts read again, and how long it took (null when interrupted). */
  citator: { documents: number; ms: number } | null;
  /** The report crosswalk as rebuilt at the end (null when interrupted). */
  crosswalk: CrosswalkSummary | null;
  ms: number;
  interrupted: boolean;
}

const PATHS_PER_REASON = 5;
const KEEP_REFUSED = 1000;

/** Counts what happens to each file while an install runs, for its progress line and its summary. */
export class InstallTally {
  readonly outcomes: Record<Outcome, number> = {
    inserted: 0,
    updated: 0,
    merged: 0,
    duplicate: 0,
    skipped: 0,
    part: 0,
  };
  read = 0;
  unchanged = 0;
  /** Files whose document another file of the collection gives (the Gazette's metadata beside its saved page). */
  companions = 0;
  readonly refused: RefusedFile[] = [];
  private refusedCount = 0;
  private readonly skips = new Map<string, { count: number; paths: string[] }>();
  private readonly started = Date.now();

  record(path: string, outcome: Outcome, reason?: string): void {
    this.outcomes[outcome] += 1;
    if (outcome !== 'skipped') return;
    // Reasons carry details after a colon ('not a valid document: title is required') and names in quotes: group
    // by what precedes the colon, names left out.
    const key = (reason ?? 'no reason given').replace(/'[^']*'|"[^"]*"|“[^”]*”/g, '…').split(':')[0]!;
    const group = this.skips.get(key) ?? { count: 0, paths: [] };
    group.count += 1;
    if (group.paths.length < PATHS_PER_REASON)
      group.paths.push(reason && reason !== key ? `${path} (${reason})` : path);
    this.skips.set(key, group);
  }

  refuse(path: string, reason: string): void {
    this.refusedCount += 1;
    if (this.refused.length < KEEP_REFUSED) this.refused.push({ path, reason });
  }

  get refusedTotal(): number {
    return this.refusedCount;
  }

  get documentsWritten(): number {
    const o = this.outcomes;
    return o.inserted + o.updated + o.merged + o.duplicate;
  }

  get elapsedMs(): number {
    return Date.now() - this.started;
  }

  summary(
    fields: Pick<
      InstallSummary,
      'collection' | 'commit' | 'missingPaths' | 'codesAssembled' | 'folded' | 'citator' | 'crosswalk' | 'interrupted'
    > & {
      expected: number;
      missing: number;
    },
  ): InstallSummary {
    return {
      collection: fields.collection,
      commit: fields.commit,
      files: {
        expected: fields.expected,
        read: this.read,
        unchanged: this.unchanged,
        missing: fields.missing,
        companions: this.companions,
      },
      outcomes: { ...this.outcomes },
      skipped: [...this.skips].map(([reason, group]) => ({ reason, ...group })).sort((a, b) => b.count - a.count),
      refused: [...this.refused],
      missingPaths: fields.missingPaths,
      codesAssembled: fields.codesAssembled,
      folded: fields.folded,
      citator: fields.citator,
      crosswalk: fields.crosswalk,
      ms: this.elapsedMs,
      interrupted: fields.interrupted,
    };
  }
}
