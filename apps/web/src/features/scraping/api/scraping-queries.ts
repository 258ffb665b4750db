import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SCRAPING_LIMITS } from '@batas/shared/constants/scraping';
import type { StartScrapingInput } from '@batas/shared/schemas/scraping';
import type { jobsResponse, logsResponse, ScrapingJob, statsResponse } from '@batas/shared/contracts/admin-scraping';
import type { scrapingDefaultsResponse } from '@batas/shared/contracts/site-settings';
import type { z } from 'zod';
import { adminApi } from '@/lib/api-client';

export type { JobStatus, ScrapingJob, ScrapingStats } from '@batas/shared/contracts/admin-scraping';

const refetchInterval = SCRAPING_LIMITS.refreshIntervalMs;

/** Stats, jobs and logs refresh every 10 s; Refresh invalidates all three. */
export const scrapingKeys = { all: ['admin', 'scraping'] as const };

export const jobsQuery = queryOptions({
  queryKey: [...scrapingKeys.all, 'jobs'],
  queryFn: async ({ signal }) =>
    (await adminApi.get<z.infer<typeof jobsResponse>>('/admin/scraping/jobs', { signal })).data,
  refetchInterval,
});
export const statsQuery = queryOptions({
  queryKey: [...scrapingKeys.all, 'stats'],
  queryFn: async ({ signal }) =>
    (await adminApi.get<z.infer<typeof statsResponse>>('/admin/scraping/stats', { signal })).data,
  refetchInterval,
});
export const logsQuery = queryOptions({
  queryKey: [...scrapingKeys.all, 'logs'],
  queryFn: async ({ signal }) =>
    (await adminApi.get<z.infer<typeof logsResponse>>('/admin/scraping/logs', { signal })).data,
  refetchInterval,
});

/** The defaults a super admin set in Settings, for the start form (no polling: they change rarely). */
export const defaultsQuery = queryOptions({
  queryKey: [...scrapingKeys.all, 'defaults'],
  queryFn: async ({ signal }) =>
    (await adminApi.get<z.infer<typeof scrapingDefaultsResponse>>('/admin/scraping/defaults', { signal })).data,
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
  useScrapingMutation((body: StartScrapingInput) =>
    adminApi.post<{ data: ScrapingJob }>('/admin/scraping/start', body),
  );
export const useStopScraping = () => useScrapingMutation((id: string) => adminApi.post(`/admin/scraping/stop/${id}`));
export const useResumeScraping = () =>
  useScrapingMutation((id: string) => adminApi.post(`/admin/scraping/resume/${id}`));

/** Saves GET /jobs/{id}/results as scraping-job-{id}.json (the server sends it as an attachment). */
export async function downloadJobResults(id: string): Promise<void> {
  const body = await adminApi.get<unknown>(`/admin/scraping/jobs/${id}/results`);
  const url = URL.createObjectURL(new Blob([JSON.stringify(body, null, 2)], { type: 'application/json' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: `scraping-job-${id}.json` });
  link.click();
  URL.revokeObjectURL(url);
}
