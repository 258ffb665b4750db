import type { Database } from '@batas/db';
import { queueJob, type JobRow } from '@batas/db/scraping-queue/index';
import { SCRAPING_CATEGORIES } from '@batas/shared/constants/scraping';
import type { StartScrapingRequest } from '@batas/shared/schemas/scraping';

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

/** Queues a job; a worker (in this process or another) picks it up within a second or so. */
export async function startScraping(
  db: Database,
  request: StartScrapingRequest,
  userId: string | null,
): Promise<JobRow> {
  return queueJob(db, {
    name: jobName(request),
    categories: request.categories,
    options: request.options,
    createdBy: userId,
  });
}
