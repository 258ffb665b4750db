import { type Database } from '@batas/db';
import { buildCrosswalk } from '@batas/db/citator';
import { sleep } from '../fetch/abortable-sleep.ts';
import { type PoliteFetcherOptions } from '../fetch/polite-fetcher.ts';
import { normaliseBaseUrl, DEFAULT_BASE_URLS } from '../sources/base-urls.ts';
import {
  claimJob,
  completionSummary,
  findJob,
  heartbeat,
  jobWarning,
  pauseAbandonedStops,
  reclaimRunningJobs,
  releaseJob,
  requeueJob,
  writeJobLog,
  type JobRow,
} from '@batas/db/scraping-queue';
import { runLibraryInstallJob } from '../jobs/library-install-job.ts';
import { runScrapeJob } from '../jobs/scrape-job.ts';
import { startDigestSchedule } from './digest-schedule.ts';
import type { CollectionDefinition } from '../library/collection-definition.ts';
import { libraryCollection } from '../library/collections.ts';
import { silentLog, type RunnerLog } from './runner-log.ts';
import { newWorkerId } from './worker-id.ts';

export interface JobRunnerOptions {
  workerId?: string;
  lawphilBaseUrl?: string;
  elibraryBaseUrl?: string;
  log?: RunnerLog;
  /** How often an idle runner looks for work. */
  pollIntervalMs?: number;
  /** How often a busy runner proves it is alive and checks for a stop request (a stop takes at most this long). */
  heartbeatMs?: number;
  /** A running job whose heartbeat is older than this is taken over (its worker died). */
  staleAfterMs?: number;
  /**
   * Embedded database: this process is its only user, so a job still marked running was left by a process that
   * died; take it back at once instead of waiting for its heartbeat to go stale.
   */
  reclaimRunningOnStart?: boolean;
  fetcher?: Partial<PoliteFetcherOptions>;
  /** How often the alert digests' clock looks for due digests (runner/digest-schedule.ts); false: not at all. */
  digestIntervalMs?: number | false;
  /** The collections library-install jobs install from (the library's own, unless a test brings others). */
  libraryCollections?: (id: string) => CollectionDefinition | undefined;
}

export interface JobRunner {
  readonly workerId: string;
  stop(): Promise<void>;
}

type StopReason = 'stop-requested' | 'shutdown' | 'lost';

/**
 * The durable job runner: claims one job at a time from scraping_jobs (FOR UPDATE SKIP LOCKED, so any number
 * of runners share the queue), runs it with a heartbeat, and leaves it completed, failed, paused (stop asked)
 * or pending again (this process shutting down) for the next runner to continue. Beside it runs the scheduled
 * work: the alert digests (digest-schedule.ts).
 */
export function startJobRunner(db: Database, options: JobRunnerOptions = {}): JobRunner {
  const workerId = options.workerId ?? newWorkerId();
  const log = options.log ?? silentLog;
  const pollIntervalMs = options.pollIntervalMs ?? 1000;
  const heartbeatMs = options.heartbeatMs ?? 2000;
  const staleAfterMs = options.staleAfterMs ?? 30_000;
  const baseUrls = {
    lawphil: normaliseBaseUrl(options.lawphilBaseUrl ?? DEFAULT_BASE_URLS.lawphil, 'LAWPHIL_BASE_URL'),
    elibrary: normaliseBaseUrl(options.elibraryBaseUrl ?? DEFAULT_BASE_URLS.elibrary, 'ELIBRARY_BASE_URL'),
  };
  const shutdown = new AbortController();
  let current: AbortController | undefined;
  const digests =
    options.digestIntervalMs === false ? null : startDigestSchedule(db, { intervalMs: options.digestIntervalMs, log });

  async function runClaimed(job: JobRow): Promise<void> {
    const controller = new AbortController();
    current = controller;
    const noun = job.kind === 'library-install' ? `Library install ${job.id}` : `Scraping job ${job.id}`;
    const beat = setInterval(() => {
      heartbeat(db, job.id, workerId).then(
        (state) => {
          if (!state) controller.abort('lost' satisfies StopReason);
          else if (state.stopRequested) controller.abort('stop-requested' satisfies StopReason);
        },
        (error: unknown) => log.warn({ err: error, jobId: job.id }, 'scraping heartbeat failed'),
      );
    }, heartbeatMs);
    try {
      const end =
        job.kind === 'library-install'
          ? await runLibraryInstallJob(job, {
              db,
              workerId,
              signal: controller.signal,
              collections: options.libraryCollections ?? libraryCollection,
            })
          : await runScrapeJob(job, { db, baseUrls, signal: controller.signal, fetcher: options.fetcher });
      if (end === 'completed') {
        await releaseJob(db, job.id, workerId, 'completed');
        // A library install wrote its own summary, and brought the crosswalk up to date itself.
        if (job.kind === 'scrape') {
          await writeJobLog(db, job.id, 'info', await completionSummary(db, job.id));
          const finished = await findJob(db, job.id);
          const warning = finished && jobWarning(finished);
          if (warning) await writeJobLog(db, job.id, 'warn', `${noun}: ${warning}`);
          await rebuildCrosswalk(job.id);
        }
        log.info({ jobId: job.id, kind: job.kind }, 'job completed');
        return;
      }
      const reason = controller.signal.reason as StopReason;
      if (reason === 'stop-requested') {
        await releaseJob(db, job.id, workerId, 'paused');
        await writeJobLog(db, job.id, 'info', `${noun} paused; it can be resumed`);
      } else if (reason === 'shutdown') {
        // Not the admin's stop: queue it again so this or another worker carries on.
        await requeueJob(db, job.id, workerId);
        await writeJobLog(db, job.id, 'info', `Worker shutting down; ${noun} will continue on the next start`);
      }
    } catch (error) {
      log.error({ err: error, jobId: job.id }, 'scraping job failed');
      const message = error instanceof Error ? error.message : String(error);
      await releaseJob(db, job.id, workerId, 'failed', message).catch(() => {});
      await writeJobLog(db, job.id, 'error', `${noun} failed: ${message}`).catch(() => {});
    } finally {
      clearInterval(beat);
      current = undefined;
    }
  }

  /** The decisions a scrape brought may be the ones report pages name: the crosswalk learns them at once. */
  async function rebuildCrosswalk(jobId: string): Promise<void> {
    try {
      const crosswalk = await buildCrosswalk(db);
      if (crosswalk.changed > 0) {
        await writeJobLog(db, jobId, 'info', `Report pages mapped anew after this job: ${crosswalk.changed}`);
      }
    } catch (error) {
      log.error({ err: error, jobId }, 'report crosswalk rebuild failed');
    }
  }

  const loop = (async () => {
    if (options.reclaimRunningOnStart) await reclaimRunningJobs(db);
    while (!shutdown.signal.aborted) {
      try {
        await pauseAbandonedStops(db, staleAfterMs);
        const job = await claimJob(db, workerId, staleAfterMs);
        if (job) {
          log.info({ jobId: job.id, workerId }, 'scraping job claimed');
          await runClaimed(job);
          continue;
        }
      } catch (error) {
        if (shutdown.signal.aborted) break;
        log.error({ err: error }, 'scraping runner error; retrying');
      }
      await sleep(pollIntervalMs, shutdown.signal).catch(() => {});
    }
  })();

  return {
    workerId,
    async stop() {
      shutdown.abort();
      current?.abort('shutdown' satisfies StopReason);
      await Promise.all([loop, digests?.stop()]);
    },
  };
}
