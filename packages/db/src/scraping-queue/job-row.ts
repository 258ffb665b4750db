import { type ScrapingCategorySlug } from '@batas/shared/constants';

/** The options of a scraping job, as stored in scraping_jobs.options. */
export interface ScrapeOptions {
  specificYear?: number | null;
  /** 'Jan' … 'Dec' */
  specificMonth?: string | null;
  /** Per category (max documents per category). */
  maxDocuments: number;
  /** ms between two requests to one host. */
  delay: number;
}

export interface ScrapeResults {
  scraped: number;
  updated: number;
  failed: number;
  duplicates: number;
}

/** A scraping_jobs row as the runner and the API read it (through this module only). */
export interface JobRow {
  id: string;
  /** 'scrape' crawls source sites; 'library-install' installs a collection (options.collection says which). */
  kind: 'scrape' | 'library-install';
  name: string;
  categories: ScrapingCategorySlug[];
  options: ScrapeOptions;
  status: 'pending' | 'running' | 'completed' | 'failed' | 'paused';
  start_time: Date | string | null;
  end_time: Date | string | null;
  progress_completed: number;
  progress_total: number;
  results: ScrapeResults;
  error: string | null;
  locked_by: string | null;
  heartbeat_at: Date | string | null;
  stop_requested: boolean;
  created_at: Date | string;
}

export const JOB_COLUMNS = `id, kind, name, categories, options, status, start_time, end_time, progress_completed, progress_total,
  results, error, locked_by, heartbeat_at, stop_requested, created_at`;

/**
 * A scrape that finished without finding a single document: the source answered, but a green tick would say all
 * is well when a listing may have moved or a parser gone blind. Library installs report their own way.
 */
export function jobWarning(row: Pick<JobRow, 'kind' | 'status' | 'progress_total'>): string | null {
  if (row.kind !== 'scrape' || row.status !== 'completed' || row.progress_total > 0) return null;
  return 'The source answered, but no documents were found: check the listing pages and the filters';
}
