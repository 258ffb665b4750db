import type { Database } from '@batas/db';
import { queueJob, type JobRow } from '@batas/db/scraping-queue';
import { SCRAPING_CATEGORIES } from '@batas/shared/constants';
import type { StartScrapingRequest } from '@batas/shared/schemas/scraping';
import { readSiteSettings } from '../site-settings/read-site-settings.ts';

const label = (slug: string) => SCRAPING_CATEGORIES.find((category) => category.slug === slug)?.label ?? slug;

/** 'Republic Acts, Acts (Mar 2010)'; long selections are shortened so the job list stays readable. */
export function jobName({ categories, options }: StartScrapingRequest): string {
  const labels =
    categories.length === SCRAPING_CATEGORIES.length
      ? ['All categories']
      : categories.length > 3
        ? [...categories.slice(0, 2).map(label), `${categories.length - 2} more`]
        : categories.map(label);
  const when = [options.specificMonth, options.specificYear].filter(Boolean).join(' ');
  return `${labels.join(', ')}${when ? ` (${when})` : ''}`;
}

/**
 * Queues a job; a worker (in this process or another) picks it up within a second or so. An option the request
 * leaves out takes the scraping default of Admin → Settings.
 */
export async function startScraping(
  db: Database,
  request: StartScrapingRequest,
  userId: string | null,
): Promise<JobRow> {
  const defaults = await readSiteSettings(db);
  return queueJob(db, {
    name: jobName(request),
    categories: request.categories,
    options: {
      ...request.options,
      maxDocuments: request.options.maxDocuments ?? defaults.scraping_max_documents,
      delay: request.options.delay ?? defaults.scraping_delay_ms,
    },
    createdBy: userId,
  });
}
