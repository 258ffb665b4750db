import { type Database } from '@batas/db';
import { libraryJobCollection, recordJobProgress, writeJobLog, type JobRow } from '@batas/db/scraping-queue';
import type { CollectionDefinition } from '../library/collection-definition.ts';
import { installCollection } from '../library/install-collection.ts';
import { describeSummary } from '../library/describe-summary.ts';
import type { JobEnd } from './scrape-job.ts';

export interface LibraryJobContext {
  db: Database;
  workerId: string;
  signal: AbortSignal;
  /** The collections the library installs from, by id. */
  collections: (id: string) => CollectionDefinition | undefined;
  /** How often the job's progress is written (the back-office polls it). */
  progressEveryMs?: number;
}

/**
 * Installs a collection from its pinned archive as a job of the runner: interrupted (stop, shutdown, a dead
 * worker), the next run passes over every file the ledger holds and carries on. Its progress and log are what the
 * Library sources page shows.
 */
export async function runLibraryInstallJob(job: JobRow, ctx: LibraryJobContext): Promise<JobEnd> {
  const id = libraryJobCollection(job);
  const collection = ctx.collections(id);
  if (!collection) throw new Error(`unknown collection ${JSON.stringify(id)}`);
  let lastWrite = 0;
  const progressEveryMs = ctx.progressEveryMs ?? 2000;
  const summary = await installCollection(ctx.db, collection, {
    signal: ctx.signal,
    log: (line) => void writeJobLog(ctx.db, job.id, 'warn', line).catch(() => {}),
    onProgress: (tally, expected) => {
      if (Date.now() - lastWrite < progressEveryMs) return;
      lastWrite = Date.now();
      void recordJobProgress(ctx.db, job.id, ctx.workerId, {
        completed: tally.read + tally.unchanged + tally.refusedTotal,
        total: expected,
        results: { ...tally.outcomes, refused: tally.refusedTotal },
      }).catch(() => {});
    },
  });
  await recordJobProgress(ctx.db, job.id, ctx.workerId, {
    completed: summary.files.read + summary.files.unchanged + summary.refused.length,
    total: summary.files.expected,
    results: { ...summary.outcomes, refused: summary.refused.length },
  });
  if (summary.interrupted) return 'interrupted';
  for (const line of describeSummary(collection.label, summary)) await writeJobLog(ctx.db, job.id, 'info', line);
  return 'completed';
}
