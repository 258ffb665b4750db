import type { Job } from '../contracts/jobs.ts';
import { SAMPLE_JOBS } from './data/jobs.ts';

export { SAMPLE_JOBS };

/** The sample job with this id, if there is one. */
export function sampleJob(id: number): Job | undefined {
  return SAMPLE_JOBS.find((job) => job.id === id);
}
