import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';

/** host:pid:random, readable in scraping_jobs.locked_by and unique even when a pid is reused after a restart. */
export function newWorkerId(prefix = 'worker'): string {
  return `${prefix}@${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
}
