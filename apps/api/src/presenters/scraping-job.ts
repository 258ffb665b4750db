import { jobWarning, type JobRow } from '@batas/db/scraping-queue';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** A scraping_jobs row as the Scraping job contract. */
export function presentScrapingJob(row: JobRow) {
  return {
    id: row.id,
    name: row.name,
    categories: row.categories,
    options: row.options,
    status: row.status,
    startTime: iso(row.start_time),
    endTime: iso(row.end_time),
    progress: { completed: row.progress_completed, total: row.progress_total },
    results: row.results,
    error: row.error,
    warning: jobWarning(row),
    stopRequested: row.stop_requested,
    createdAt: iso(row.created_at)!,
  };
}

export type ScrapingJobJson = ReturnType<typeof presentScrapingJob>;
