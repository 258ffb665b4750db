/**
 * The process: validated configuration, database (migrated before anything listens), demo data on a first
 * embedded start, the HTTP server, the embedded job runner, and a graceful shutdown on SIGTERM/SIGINT.
 * With WEB_CONCURRENCY > 1 this process supervises that many copies of itself instead (bootstrap/cluster-primary.ts).
 */
import cluster from 'node:cluster';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  openDatabase,
  migrate,
  MigrationChangedError,
  MigrationLockError,
  MigrationError,
  EmbeddedDatabaseBusyError,
  protectDataDir,
  withStartupLock,
  type Database,
} from '@batas/db';
import { ConfigError, loadConfig, type AppConfig } from './config/env.ts';
import { loggerOptions } from './config/logger.ts';
import { buildApp } from './app.ts';
import { resolveJwtSecret } from './bootstrap/jwt-secret.ts';
import { seedOnFirstStart } from './bootstrap/first-start.ts';
import { startBackgroundWork } from './bootstrap/background-work.ts';
import { trackInFlightRequests } from './bootstrap/graceful-shutdown.ts';
import { runClusterPrimary } from './bootstrap/cluster-primary.ts';
import { warmUp } from './bootstrap/warm-up.ts';

const defaultWebDist = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../web/dist');

function fail(message: string): never {
  console.error(`\n✖ ${message}\n`);
  process.exit(1);
}

/**
 * Opens, migrates and (first start) seeds the database. Under the startup lock: API processes started together on
 * one PostgreSQL server take turns, so only the first migrates and seeds.
 */
async function openAndPrepare(config: AppConfig): Promise<Database> {
  let db: Database;
  try {
    db = await openDatabase({ databaseUrl: config.DATABASE_URL, embeddedDir: config.embeddedDbDir });
  } catch (error) {
    if (error instanceof EmbeddedDatabaseBusyError) fail(error.message);
    fail(`Cannot open the database: ${(error as Error).message}`);
  }
  try {
    await withStartupLock(db, async () => {
      await migrate(db);
      await seedOnFirstStart(db, config);
    });
  } catch (error) {
    await db.close().catch(() => {});
    if (
      error instanceof MigrationError ||
      error instanceof MigrationChangedError ||
      error instanceof MigrationLockError
    )
      fail(`${error.message}\nThe server did not start.`);
    throw error;
  }
  return db;
}

/** DATA_DIR (and UPLOADS_DIR when it lives elsewhere) readable by this account only; see protectDataDir. */
function protectPrivateFolders(config: AppConfig): void {
  for (const dir of new Set([config.dataDir, config.uploadsDir])) {
    try {
      protectDataDir(dir);
    } catch (error) {
      console.warn(`Could not make ${dir} private to this account (0700/0600): ${(error as Error).message}`);
    }
  }
}

async function main() {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  protectPrivateFolders(config);
  config.JWT_SECRET = resolveJwtSecret(config.JWT_SECRET, config.dataDir);
  if (cluster.isPrimary && config.WEB_CONCURRENCY > 1) return runClusterPrimary(config);
  const db = await openAndPrepare(config);

  const logger = config.LOG_LEVEL === 'silent' ? false : loggerOptions(config.LOG_LEVEL);
  const app = await buildApp({ config, db, webDistDir: config.WEB_DIST_DIR ?? defaultWebDist, logger });
  const drainAndClose = trackInFlightRequests(app);
  const background = await startBackgroundWork(db, config, app.log);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: no new requests, finishing those in flight');
    const forced = setTimeout(() => {
      console.error('Shutdown took longer than 20 s; exiting.');
      process.exit(1);
    }, 20_000);
    forced.unref();
    try {
      // Both at once: stop listening and let in-flight requests finish, and let a running job reach a safe point.
      // The job runner must stop claiming at once: with several processes, a job another process has just handed
      // back was claimed here while this one was still finishing its requests, and then run to its end.
      await Promise.all([drainAndClose(), background.stop()]);
      await db.close(); // checkpoints and releases the embedded database
      process.exit(0);
    } catch (error) {
      console.error('Error during shutdown', error);
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  try {
    await warmUp(db);
  } catch (error) {
    // A slower first search or pasted text is better than no server: say so and go on.
    app.log.warn({ err: error }, 'the warm-up failed');
  }
  try {
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (error) {
    await db.close().catch(() => {});
    fail(`Cannot listen on ${config.HOST}:${config.PORT}: ${(error as Error).message}`);
  }
  if (cluster.isWorker) return; // the supervising process says it once for all
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  console.log(
    `Batas is running at http://localhost:${port} (database: ${db.kind === 'pglite' ? `embedded, ${config.embeddedDbDir}` : 'PostgreSQL server'})`,
  );
}

void main();
