import type * as contract from '../jobs.ts';
import { routeRef } from '../route.ts';

export const savedJobs = routeRef<typeof contract.savedJobsRoute>('GET', '/jobs/saved');
export const saveJob = routeRef<typeof contract.saveJobRoute>('PUT', '/jobs/saved/:jobId');
export const unsaveJob = routeRef<typeof contract.unsaveJobRoute>('DELETE', '/jobs/saved/:jobId');
