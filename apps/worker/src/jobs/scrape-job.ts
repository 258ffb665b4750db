import { type Database } from '@batas/db';
import { upsertDocument } from '@batas/db/documents';
import { SCRAPING_CATEGORIES } from '@batas/shared/constants';
import { FetchError, isAbort } from '../fetch/fetch-error.ts';
import { postgresHostSlots } from '../fetch/host-slots.ts';
import { type PoliteFetcherOptions } from '../fetch/polite-fetcher.ts';
import { BaseSource } from '../sources/base-source.ts';
import { passesFilter, type ListingFilter } from '../sources/common/listing-filter.ts';
import { type DocumentLink, type ParseContext, type SourceId } from '../sources/types.ts';
import {
  addDocuments,
  addIndexPages,
  addStartPages,
  finishItem,
  hasItems,
  jobReach,
  nextItem,
  refreshCounts,
  writeJobLog,
  type ItemOutcome,
  type JobRow,
} from '@batas/db/scraping-queue';
import { pageUrlOf, parseWorkItem, startPagesOf, type ContextFor, type CrawlItem } from './source-crawl.ts';
import { toDocumentInput } from './to-document-input.ts';

export interface ScrapeJobContext {
  db: Database;
  baseUrls: Readonly<Record<SourceId, string>>;
  /** Aborted when the job must stop now (stop asked, worker shutting down, job taken over). */
  signal: AbortSignal;
  /** Overrides for tests and benchmarks (timeout, retry policy, request counter). */
  fetcher?: Partial<PoliteFetcherOptions>;
  now?: () => Date;
}

/** 'interrupted': the signal fired; the runner decides whether that means paused, re-queued or lost. */
export type JobEnd = 'completed' | 'interrupted';

const labelOf = (slug: string) => SCRAPING_CATEGORIES.find((category) => category.slug === slug)?.label ?? slug;

/**
 * Runs one claimed job until its work list is empty or the signal fires. Every step is written down before the
 * next one starts (scraping_items), so an interrupted job continues with the first URL not yet finished.
 */
export async function runScrapeJob(job: JobRow, ctx: ScrapeJobContext): Promise<JobEnd> {
  const { db, signal } = ctx;
  const filter: ListingFilter = { year: job.options.specificYear ?? null, month: job.options.specificMonth ?? null };
  // Requests and redirects stay on the configured source sites, whatever a page links to.
  const allowedOrigins = Object.values(ctx.baseUrls);
  // Several processes on one PostgreSQL server share each host's pause through the database (fetch/host-slots.ts).
  const hostSlots = db.kind === 'postgres' ? postgresHostSlots(db) : undefined;
  const source = new BaseSource({ delayMs: job.options.delay, allowedOrigins, hostSlots, ...ctx.fetcher });
  const parseContext: ContextFor = (category, site): ParseContext => ({
    category,
    filter,
    baseUrl: ctx.baseUrls[site],
    now: ctx.now?.(),
  });

  if (await hasItems(db, job.id)) {
    await writeJobLog(db, job.id, 'info', `Resumed scraping job ${job.id} (${job.name})`);
  } else {
    await seed(job, ctx, parseContext);
  }

  for (;;) {
    if (signal.aborted) return 'interrupted';
    const item = await nextItem<DocumentLink>(db, job.id);
    if (!item) return endOf(job, db);
    let outcome: ItemOutcome;
    try {
      const page = await source.getPage(pageUrlOf(item), signal);
      const parsed = parseWorkItem(item, page.html, parseContext);
      if (parsed.kind === 'index') {
        await addIndexPages(db, item, parsed.found.pages);
        await addDocuments(db, item, parsed.found.documents, job.options.maxDocuments);
        outcome = { state: 'done' };
      } else {
        const doc = parsed.document;
        const date = doc.dateDecided ?? doc.dateEnacted;
        if (!passesFilter(filter, date)) {
          outcome = { state: 'skipped', error: `dated ${date}, outside the job's year/month` };
        } else {
          const written = await upsertDocument(db, toDocumentInput(doc, ctx.now?.() ?? new Date()));
          outcome = { state: 'done', outcome: written.status, documentId: written.id };
        }
      }
    } catch (error) {
      if (signal.aborted || isAbort(error)) return 'interrupted';
      outcome = failure(item, error);
      await writeJobLog(db, job.id, outcome.state === 'failed' ? 'warn' : 'info', describeFailure(item, error));
    }
    await finishItem(db, item, outcome);
    await refreshCounts(db, job.id);
  }
}

/**
 * Thrown when every URL of a job failed and not one got an answer: the job did nothing, and says why in the
 * words of its first failure ('could not reach lawphil.net: …'). The runner records it as the job's error.
 */
export class ReachedNothingError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'ReachedNothingError';
  }
}

async function endOf(job: JobRow, db: Database): Promise<JobEnd> {
  const reach = await jobReach(db, job.id);
  if (reach.answered === 0 && reach.failed > 0) throw new ReachedNothingError(reach.firstFailure ?? 'no page answered');
  return 'completed';
}

async function seed(job: JobRow, ctx: ScrapeJobContext, parseContext: ContextFor) {
  const pages = [];
  for (const category of job.categories) {
    const start = startPagesOf(category, parseContext);
    if (!start) {
      await writeJobLog(ctx.db, job.id, 'error', `No source can scrape ${labelOf(category)}; skipped`);
      continue;
    }
    pages.push(...start);
  }
  await addStartPages(ctx.db, job.id, pages);
  await writeJobLog(
    ctx.db,
    job.id,
    'info',
    `Job ${job.name} started: ${job.categories.length} categories, up to ${job.options.maxDocuments} documents each`,
  );
}

/** 404 on an index page is normal (months not published, sections missing): skipped, not a failure. */
function failure(item: CrawlItem, error: unknown): ItemOutcome {
  const message = error instanceof Error ? error.message : String(error);
  if (!item.is_document && error instanceof FetchError && error.status === 404)
    return { state: 'skipped', error: message };
  return { state: 'failed', error: message };
}

function describeFailure(item: CrawlItem, error: unknown): string {
  const what = item.is_document ? 'document' : 'index page';
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof FetchError && error.kind === 'robots')
    return `Skipped ${what} ${item.url}: robots.txt disallows it`;
  return `Failed ${what} ${item.url}: ${message}`;
}
