import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@batas/db';
import type { AppConfig } from '../config/env.ts';

export interface BackgroundWork {
  stop(): Promise<void>;
}

/**
 * In embedded mode the job runner lives in the API process (PGlite has one owner).
 * With a PostgreSQL server it runs here too unless EMBEDDED_WORKER=false, and `npm run worker` adds more.
 */
export async function startBackgroundWork(_db: Database, config: AppConfig, log: FastifyBaseLogger): Promise<BackgroundWork> {
  if (!config.embeddedWorker) return { stop: async () => {} };
  log.debug('no background job runner registered yet');
  return { stop: async () => {} };
}
