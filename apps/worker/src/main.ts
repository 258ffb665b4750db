/**
 * `npm run worker`: an extra job runner process beside the API, sharing the queue through PostgreSQL.
 * The embedded database has one owner (the API process, which already runs the job runner), so this refuses it.
 */
import { openConfiguredDatabase, resolveDatabaseConfig } from '@batas/db/open-configured-database';
import { sourceBaseUrls } from './sources/base-urls.ts';
import { startJobRunner } from './runner/job-runner.ts';
import { staleAfterMsFrom } from './runner/stale-after.ts';
import { consoleLog } from './runner/runner-log.ts';
import { newWorkerId } from './runner/worker-id.ts';

function fail(message: string): never {
  console.error(`\n✖ ${message}\n`);
  process.exit(1);
}

async function main() {
  let config;
  let baseUrls;
  let staleAfterMs;
  try {
    config = resolveDatabaseConfig();
    baseUrls = sourceBaseUrls();
    staleAfterMs = staleAfterMsFrom();
  } catch (error) {
    fail((error as Error).message);
  }
  if (config.kind !== 'postgres') {
    fail(
      'npm run worker needs a PostgreSQL server (set DATABASE_URL). With the embedded database the job runner ' +
        'already runs inside the API process (npm start), and the embedded database cannot be shared with another process.',
    );
  }
  const db = await openConfiguredDatabase().catch((error: Error) => fail(`Cannot open the database: ${error.message}`));
  const runner = startJobRunner(db, {
    workerId: newWorkerId('worker'),
    lawphilBaseUrl: baseUrls.lawphil,
    elibraryBaseUrl: baseUrls.elibrary,
    log: consoleLog,
    staleAfterMs,
  });
  console.log(`Scraping worker ${runner.workerId} is running (${config.description}).`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: letting the current job reach a safe point…`);
    const forced = setTimeout(() => fail('Worker did not stop within 20 s'), 20_000);
    forced.unref();
    await runner.stop();
    await db.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

void main();
