import type { Database } from '@batas/db';
import { isRefusal, requestStop, resumeJob, type JobRefusal, type JobRow } from '@batas/db/scraping-queue';
import { conflict, notFound } from '../../lib/errors.ts';

/** The queue's refusal as the HTTP error the dashboard shows. */
function refusalError(refusal: JobRefusal, action: 'stop' | 'resume'): Error {
  if (refusal.refused === 'not-found') return notFound('Scraping job not found');
  return action === 'stop'
    ? conflict(`Scraping job is ${refusal.status}, not running`)
    : conflict('Only a paused or failed job can be resumed');
}

/** A queued job is paused at once; a running one is paused by its worker at the next heartbeat. */
export async function stopScraping(db: Database, id: string): Promise<JobRow> {
  const answer = await requestStop(db, id);
  if (isRefusal(answer)) throw refusalError(answer, 'stop');
  return answer;
}

/** A paused (or failed) job goes back to the queue and continues with the first URL it had not finished. */
export async function resumeScraping(db: Database, id: string): Promise<JobRow> {
  const answer = await resumeJob(db, id);
  if (isRefusal(answer)) throw refusalError(answer, 'resume');
  return answer;
}
