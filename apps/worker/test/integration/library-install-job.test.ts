/**
 * A library install as a job of the runner, as the back-office starts it: the pinned archive downloaded (here from a
 * local mirror named by the collection's definition), progress and a summary in the job's log, and a failure that
 * leaves the job failed with its reason (the back-office's bell counts it).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobLogEntries, queueLibraryInstall } from '@batas/db/scraping-queue';
import { openTestDatabase, type TestDatabase } from '@batas/db/test';
import { startJobRunner, type JobRunner } from '../../src/index.ts';
import type { CollectionDefinition } from '../../src/library/collection-definition.ts';
import { startHttpSite, type HttpSite } from '../support/http-site.ts';
import { FAST_RUNNER, waitForJob } from '../support/scrape-jobs.ts';
import { tinyCollection } from '../support/tiny-collection.ts';

describe('library install job', () => {
  let db: TestDatabase;
  let site: HttpSite;
  let runner: JobRunner;
  let archive: Buffer;
  let available = true;
  let collection: CollectionDefinition;

  beforeAll(async () => {
    db = await openTestDatabase();
    const tiny = await tinyCollection({
      'docs/ra-1.json': {
        title: 'AN ACT',
        type: 'Republic Act',
        citation: 'Republic Act No. 9701',
        date: '2001-02-03',
        text: 'Section 1.',
      },
      'docs/ra-2.json': {
        title: 'AN ACT',
        type: 'Republic Act',
        citation: 'Republic Act No. 9702',
        date: '2001-02-03',
        text: 'Section 1.',
      },
    });
    archive = await tiny.archive();
    site = await startHttpSite((_req, res) => {
      res.writeHead(available ? 200 : 503);
      res.end(available ? archive : 'down for maintenance');
    });
    collection = { ...tiny.definition, archiveUrl: `${site.url}/tiny.tar.gz` };
    runner = startJobRunner(db, {
      ...FAST_RUNNER,
      digestIntervalMs: false,
      libraryCollections: (id) => (id === 'lawphil' ? collection : undefined),
    });
  });
  afterAll(async () => {
    await runner?.stop();
    await site?.close();
    await db?.close();
  });

  it('installs the pinned archive, with its progress and a summary in the log', async () => {
    const answer = await queueLibraryInstall(db, { collection: 'lawphil', name: 'Install Tiny', createdBy: null });
    const job = 'queued' in answer ? answer.queued : answer.alreadyQueued;
    const done = await waitForJob(db, job.id, ['completed', 'failed']);
    expect(done.status).toBe('completed');
    expect(done).toMatchObject({ progress_completed: 2, progress_total: 2 });
    expect(done.results).toMatchObject({ inserted: 2 });
    const log = (await jobLogEntries(db, job.id)).map((entry) => entry.message);
    expect(log.some((line) => /Tiny collection: 2 files read .*2 inserted/.test(line))).toBe(true);
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM documents');
    expect(rows[0]!.n).toBe(2);
  });

  it('fails with the reason when the archive cannot be downloaded', async () => {
    available = false;
    await db.query('DELETE FROM library_files');
    const answer = await queueLibraryInstall(db, {
      collection: 'lawphil',
      name: 'Install Tiny again',
      createdBy: null,
    });
    const job = 'queued' in answer ? answer.queued : answer.alreadyQueued;
    const done = await waitForJob(db, job.id, ['completed', 'failed']);
    expect(done.status).toBe('failed');
    expect(done.error).toMatch(/could not download .*answered 503/);
    const status = await db.query<{ status: string }>("SELECT status FROM library_collections WHERE id = 'lawphil'");
    expect(status.rows[0]!.status).toBe('failed');
  });
});
