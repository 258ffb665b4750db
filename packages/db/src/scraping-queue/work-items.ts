import type { Database, Queryable } from '../client.ts';

/** An index page to crawl: its URL and the kind of page the source module will parse it as. */
export interface PageLink {
  kind: string;
  url: string;
}

/** A document link found on an index page, with whatever the listing said about it (kept as JSON). */
export interface DocumentLink {
  url: string;
}

/** A scraping_items row: one URL of one job (see migration 0006). `listing` is the DocumentLink it was queued with. */
export interface WorkItem<Listing extends DocumentLink = DocumentLink> {
  id: string;
  job_id: string;
  category: string;
  source: string;
  kind: string;
  is_document: boolean;
  url: string;
  depth: number;
  listing: Listing | null;
}

export interface StartPage extends PageLink {
  category: string;
  source: string;
}

export async function hasItems(db: Queryable, jobId: string): Promise<boolean> {
  const { rows } = await db.query<{ found: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM scraping_items WHERE job_id = $1) AS found',
    [jobId],
  );
  return rows[0]?.found ?? false;
}

export async function addStartPages(db: Queryable, jobId: string, pages: readonly StartPage[]): Promise<void> {
  for (const page of pages) {
    await db.query(
      `INSERT INTO scraping_items (job_id, category, source, kind, is_document, url, depth)
       VALUES ($1, $2, $3, $4, false, $5, 0) ON CONFLICT (job_id, url) DO NOTHING`,
      [jobId, page.category, page.source, page.kind, page.url],
    );
  }
}

/**
 * Next URL to work on: documents before index pages, then the deepest index page first (a depth-first crawl),
 * so a capped job imports documents after a handful of index pages instead of listing every year first.
 */
export async function nextItem<Listing extends DocumentLink>(
  db: Queryable,
  jobId: string,
): Promise<WorkItem<Listing> | null> {
  const { rows } = await db.query<WorkItem<Listing>>(
    `SELECT id::text, job_id, category, source, kind, is_document, url, depth, listing FROM scraping_items
      WHERE job_id = $1 AND state = 'pending' ORDER BY is_document DESC, depth DESC, id LIMIT 1`,
    [jobId],
  );
  return rows[0] ?? null;
}

export async function addIndexPages(db: Queryable, parent: WorkItem, pages: readonly PageLink[]): Promise<void> {
  for (const page of pages) {
    await db.query(
      `INSERT INTO scraping_items (job_id, category, source, kind, is_document, url, depth)
       VALUES ($1, $2, $3, $4, false, $5, $6) ON CONFLICT (job_id, url) DO NOTHING`,
      [parent.job_id, parent.category, parent.source, page.kind, page.url, parent.depth + 1],
    );
  }
}

/**
 * Queues documents found on an index page, up to the job's per-category maximum of distinct URLs. Once the
 * category is full its remaining index pages are skipped: there is nothing more to find there.
 */
export async function addDocuments(
  db: Database,
  parent: WorkItem,
  links: readonly DocumentLink[],
  maxPerCategory: number,
): Promise<number> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM scraping_items WHERE job_id = $1 AND category = $2 AND is_document',
      [parent.job_id, parent.category],
    );
    let room = maxPerCategory - (rows[0]?.n ?? 0);
    let added = 0;
    for (const link of links) {
      if (room <= 0) break;
      const inserted = await tx.query(
        `INSERT INTO scraping_items (job_id, category, source, kind, is_document, url, depth, listing)
         VALUES ($1, $2, $3, 'document', true, $4, $5, $6) ON CONFLICT (job_id, url) DO NOTHING`,
        [parent.job_id, parent.category, parent.source, link.url, parent.depth + 1, JSON.stringify(link)],
      );
      room -= inserted.rowCount;
      added += inserted.rowCount;
    }
    if (room <= 0) {
      await tx.query(
        `UPDATE scraping_items SET state = 'skipped', error = 'category reached the maximum number of documents', finished_at = now()
          WHERE job_id = $1 AND category = $2 AND NOT is_document AND state = 'pending'`,
        [parent.job_id, parent.category],
      );
    }
    return added;
  });
}

export interface ItemOutcome {
  state: 'done' | 'failed' | 'skipped';
  outcome?: 'inserted' | 'updated' | 'duplicate';
  documentId?: string;
  error?: string;
}

/** Only a pending item can be finished, so a second worker that somehow got here cannot change the record. */
export async function finishItem(db: Queryable, item: WorkItem, result: ItemOutcome): Promise<void> {
  await db.query(
    `UPDATE scraping_items SET state = $2, outcome = $3, document_id = $4, error = $5, finished_at = now()
      WHERE id = $1 AND state = 'pending'`,
    [item.id, result.state, result.outcome ?? null, result.documentId ?? null, result.error?.slice(0, 1000) ?? null],
  );
}

/** Whether a job got any answer from its sources, and the first failure when it got none. */
export interface JobReach {
  /** Items the source answered for: stored, or passed over for a reason the answer gave (a 404 listing, a date). */
  answered: number;
  failed: number;
  firstFailure: string | null;
}

export async function jobReach(db: Queryable, jobId: string): Promise<JobReach> {
  const { rows } = await db.query<JobReach>(
    `SELECT count(*) FILTER (WHERE state IN ('done', 'skipped'))::int AS answered,
            count(*) FILTER (WHERE state = 'failed')::int AS failed,
            (SELECT error FROM scraping_items WHERE job_id = $1 AND state = 'failed' ORDER BY finished_at, id LIMIT 1) AS "firstFailure"
       FROM scraping_items WHERE job_id = $1`,
    [jobId],
  );
  return rows[0]!;
}

export interface DocumentOutcome {
  url: string;
  category: string;
  state: string;
  outcome: string | null;
  document_id: string | null;
  slug: string | null;
  error: string | null;
}

/** What became of each document URL of a job, with the library address of what it stored (results download). */
export async function documentOutcomes(db: Queryable, jobId: string): Promise<DocumentOutcome[]> {
  const { rows } = await db.query<DocumentOutcome>(
    `SELECT i.url, i.category, i.state, i.outcome, i.document_id, d.slug, i.error
       FROM scraping_items i LEFT JOIN documents d ON d.id = i.document_id
      WHERE i.job_id = $1 AND i.is_document ORDER BY i.id`,
    [jobId],
  );
  return rows;
}
