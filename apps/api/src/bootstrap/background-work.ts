import type { FastifyBaseLogger } from 'fastify';
import { catchUpCitations, catchUpProvisions, type Database } from '@batas/db';
import { startJobRunner } from '@batas/worker';
import type { AppConfig } from '../config/env.ts';
import { startCatchUp } from './catch-up.ts';
import { startMailDelivery } from '../mail/delivery-loop.ts';
import { removeOrphanVerificationFiles } from '../services/uploads/orphan-verification-files.ts';
import { pruneAnalytics } from '../services/analytics/prune-analytics.ts';
import { removeUnusedArticleImages } from '../services/articles/unused-article-images.ts';
import { releaseUnprovenRegistrations } from '../services/claims/roll-holds.ts';
import { pruneSessionActivity } from '../services/auth/session-activity.ts';
import { startHourly } from './hourly.ts';

export interface BackgroundWork {
  stop(): Promise<void>;
}

/**
 * In embedded mode the job runner lives in the API process (PGlite has one owner), always.
 * With a PostgreSQL server it runs here too unless EMBEDDED_WORKER=false, and `npm run worker` adds more.
 * The catch-ups of older documents (the citator's, the provisions' index) and the e-mail outbox's delivery run in every API process (the outbox
 * is shared through the database, FOR UPDATE SKIP LOCKED).
 */
export async function startBackgroundWork(
  db: Database,
  config: AppConfig,
  log: FastifyBaseLogger,
): Promise<BackgroundWork> {
  const citator = startCatchUp(log, { done: 'citator caught up', failed: 'citator catch-up stopped' }, (signal) =>
    catchUpCitations(db, { signal }),
  );
  const provisions = startCatchUp(
    log,
    { done: 'provisions indexed', failed: 'provisions catch-up stopped' },
    (signal) => catchUpProvisions(db, { signal }),
  );
  const mail = startMailDelivery(db, config.mail, log);
  // What anonymous traffic and mail leave behind is kept for a bounded time (services/analytics/prune-analytics.ts);
  // article images no article uses go after a day.
  const analytics = startHourly(log, 'pruned old analytics counts, visitors and sent e-mails', () =>
    pruneAnalytics(db),
  );
  const images = startHourly(log, 'removed unused article images', () =>
    removeUnusedArticleImages(db, config.uploadsDir),
  );
  const registrations = startHourly(log, 'released roll entries of registrations without proof', () =>
    releaseUnprovenRegistrations(db),
  );
  const sessions = startHourly(log, 'pruned records of ended back-office sessions', () => pruneSessionActivity(db));
  // Identity documents no row names (a crash mid-upload, an older version that kept replaced files) go at start.
  void removeOrphanVerificationFiles(db, config.uploadsDir).then(
    (removed) => removed && log.info({ removed }, 'removed orphan verification files'),
    (error: unknown) => log.warn({ err: error }, 'could not sweep orphan verification files'),
  );
  const always = {
    async stop() {
      analytics.stop();
      images.stop();
      registrations.stop();
      sessions.stop();
      await Promise.all([citator.stop(), provisions.stop(), mail.stop()]);
    },
  };
  if (db.kind === 'postgres' && !config.embeddedWorker) return always;
  const runner = startJobRunner(db, {
    lawphilBaseUrl: config.LAWPHIL_BASE_URL,
    elibraryBaseUrl: config.ELIBRARY_BASE_URL,
    log,
    // Only this process can use the embedded database, so a job still marked running was cut off by a crash.
    reclaimRunningOnStart: db.kind === 'pglite',
    staleAfterMs: config.SCRAPING_STALE_AFTER_MS,
  });
  log.info({ workerId: runner.workerId }, 'scraping job runner started');
  return {
    async stop() {
      await Promise.all([always.stop(), runner.stop()]);
    },
  };
}
