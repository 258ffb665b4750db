import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SCRAPING_LIMITS } from '@batas/shared/constants';
import type { StartScrapingInput } from '@batas/shared/schemas/scraping';
import * as route from '@batas/shared/contracts/endpoints/admin';
import { adminApi } from '@/lib/api-client';

export type { JobStatus, ScrapingJob, ScrapingStats } from '@batas/shared/contracts/admin-scraping';

const refetchInterval = SCRAPING_LIMITS.refreshIntervalMs;

/** Stats, jobs and logs refresh every 10 s; Refresh invalidates all three. */
export const scrapingKeys = { all: ['admin', 'scraping'] as const };

export const jobsQuery = queryOptions({
  queryKey: [...scrapingKeys.all, 'jobs'],
  queryFn: async ({ signal }) => (await adminApi.call(route.scrapingJobs, {}, { signal })).data,
  refetchInterval,
});
export const statsQuery = queryOptions({
  queryKey: [...scrapingKeys.all, 'stats'],
  queryFn: async ({ signal }) => (await adminApi.call(route.scrapingStats, {}, { signal })).data,
  refetchInterval,
});
export const logsQuery = queryOptions({
  queryKey: [...scrapingKeys.all, 'logs'],
  queryFn: async ({ signal }) => (await adminApi.call(route.scrapingLogs, {}, { signal })).data,
  refetchInterval,
});

/** The defaults a super admin set in Settings, for the start form (no polling: they change rarely). */
export const defaultsQuery = queryOptions({
  queryKey: [...scrapingKeys.all, 'defaults'],
  queryFn: async ({ signal }) => (await adminApi.call(route.scrapingDefaults, {}, { signal })).data,
});

export const useScrapingJobs = () => useQuery(jobsQuery);
export const useScrapingDefaults = () => useQuery(defaultsQuery);
export const useScrapingStats = () => useQuery(statsQuery);
export const useScrapingLogs = () => useQuery(logsQuery);

function useScrapingMutation<T>(fn: (arg: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => client.invalidateQueries({ queryKey: scrapingKeys.all }) });
}

export const useStartScraping = () =>
  useScrapingMutation((body: StartScrapingInput) => adminApi.call(route.startScraping, { body }));
export const useStopScraping = () =>
  useScrapingMutation((id: string) => adminApi.call(route.stopScraping, { params: { id } }));
export const useResumeScraping = () =>
  useScrapingMutation((id: string) => adminApi.call(route.resumeScraping, { params: { id } }));

/** Saves GET /jobs/{id}/results as scraping-job-{id}.json (the server sends it as an attachment). */
export async function downloadJobResults(id: string): Promise<void> {
  const file = await adminApi.download(route.scrapingResults, { params: { id } });
  const url = URL.createObjectURL(file.blob);
  const link = Object.assign(document.createElement('a'), {
    href: url,
    download: file.filename ?? `scraping-job-${id}.json`,
  });
  link.click();
  URL.revokeObjectURL(url);
}
