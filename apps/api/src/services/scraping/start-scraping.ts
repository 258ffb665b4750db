import type { Database } from '@batas/db';
import { SCRAPING_CATEGORIES } from '@batas/shared/constants/scraping';
import type { StartScrapingRequest } from '@batas/shared/schemas/scraping';
import type { JobRow } from '@batas/worker';

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
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<JobRow>(
      `INSERT INTO scraping_jobs (name, categories, options, created_by) VALUES ($1, $2, $3, $4) RETURNING *`,
      [jobName(request), request.categories, JSON.stringify(request.options), userId],
    );
    const job = rows[0]!;
    await tx.query(`INSERT INTO scraping_logs (job_id, level, message) VALUES ($1, 'info', $2)`, [
      job.id,
      `Started scraping for ${request.categories.length} categories`,
    ]);
    return job;
  });
}
