/**
 * Real jobs through /api/admin/scraping against the mini copies of LawPhil and the E-Library
 * (apps/worker/test/fixtures/sites), served as two hosts on 127.0.0.1: every stored document is checked field by
 * field against the golden JSON the parsers are tested with, and one job over all 19 categories must store every
 * fixture document once, with no failures.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertDocument } from '@batas/db/documents';
import { citationKeysFromQuery } from '@batas/shared/citations';
import { SCRAPING_CATEGORIES } from '@batas/shared/constants';
import { startJobRunner, type JobRunner } from '@batas/worker';
import { toDocumentInput } from '../../worker/src/jobs/to-document-input.ts';
import { decodePage, elibraryParser } from '../../worker/src/sources/index.ts';
import { FAST_FETCH } from '../../worker/test/support/scrape-jobs.ts';
import {
  expectedFixtureDocuments,
  startFixtureSites,
  type ExpectedFixtureDocument,
  type FixtureSites,
} from '../../worker/test/support/fixture-sites.ts';
import { SITES_DIR } from '../../worker/test/unit/sources/helpers/paths.ts';
import { expectText } from '../../worker/test/unit/sources/helpers/assertions.ts';
import { createTestApp } from './helpers.ts';
import { addAccount, type TestAccount, type TestApp } from './admin-support.ts';

interface StoredRow extends Record<string, unknown> {
  source_url: string;
  content: string;
  html_content: string;
  citation_keys: string[];
}

// Year-and-month jobs: LawPhil's decision calendar, two statute tables, and three E-Library categories (two
// found on the site map, one whose month page is built from its known shelf id).
const JOBS = [
  { categories: ['supreme-court-decisions'], specificYear: 2023, specificMonth: 'Jan', expected: 3 },
  {
    categories: ['letter-of-instruction', 'letter-of-implementation', 'general-order', 'presidential-proclamations'],
    specificYear: 1972,
    specificMonth: 'Sep',
    expected: 3,
  },
  {
    categories: ['national-administrative-register', 'regional-multilateral-treaties'],
    specificYear: 2012,
    specificMonth: 'Jan',
    expected: 1,
  },
] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

describe('scraping jobs over the LawPhil and E-Library mini sites', () => {
  let t: TestApp;
  let admin: TestAccount;
  let sites: FixtureSites;
  let runner: JobRunner;
  let expected: ExpectedFixtureDocument[];

  beforeAll(async () => {
    t = await createTestApp();
    admin = await addAccount(t.db, { role: 'admin' });
    sites = await startFixtureSites();
    expected = expectedFixtureDocuments(sites.baseUrls);
    // The API's 500 ms floor is for the real sites; here the fetcher's own delay keeps the suite short.
    runner = startJobRunner(t.db, {
      pollIntervalMs: 50,
      heartbeatMs: 200,
      fetcher: { ...FAST_FETCH, delayMs: 20 },
      lawphilBaseUrl: sites.baseUrls.lawphil,
      elibraryBaseUrl: sites.baseUrls.elibrary,
    });
  });
  afterAll(async () => {
    await runner?.stop();
    await sites?.close();
    await t?.close();
  });

  const call = (method: 'GET' | 'POST', url: string, body?: object) =>
    t.app.inject({ method, url, headers: admin.headers, payload: body });

  async function runJob(categories: readonly string[], options: object) {
    const started = await call('POST', '/api/admin/scraping/start', {
      categories,
      options: { delay: 500, ...options },
    });
    expect(started.statusCode).toBe(201);
    const id: string = started.json().data.id;
    for (let i = 0; i < 600; i++) {
      const jobs: Array<Record<string, unknown>> = (await call('GET', '/api/admin/scraping/jobs')).json().data;
      const job = jobs.find((entry) => entry.id === id);
      if (job && ['completed', 'failed'].includes(job.status as string)) return job;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`job ${id} did not finish`);
  }

  const storedRows = async () =>
    (
      await t.db.query<StoredRow>(
        `SELECT title, document_type, court, court_level, citation, gr_number, case_number, date_decided::text, date_enacted::text,
              ponente, division, source_url, source, source_name, content, html_content, citation_keys FROM documents`,
      )
    ).rows;

  function expectStored(row: StoredRow | undefined, doc: ExpectedFixtureDocument) {
    const f = doc.fields;
    expect(row, f.sourceUrl).toBeDefined();
    expect({ ...row, content: undefined, html_content: undefined, citation_keys: undefined }, f.sourceUrl).toEqual({
      title: f.title,
      document_type: f.documentType,
      court: f.court,
      court_level: f.courtLevel,
      citation: f.citation,
      gr_number: f.grNumber,
      case_number: f.caseNumber,
      date_decided: f.dateDecided,
      date_enacted: f.dateEnacted,
      ponente: f.ponente,
      division: f.division,
      source_url: f.sourceUrl,
      source: f.source,
      source_name: f.source === 'lawphil' ? 'LawPhil' : 'Supreme Court E-Library',
      content: undefined,
      html_content: undefined,
      citation_keys: undefined,
    });
    expectText(row!.content, doc.content, `${f.sourceUrl} content`);
    expectText(row!.html_content, doc.htmlContent, `${f.sourceUrl} htmlContent`);
    // What has no column of its own is looked up by citation key: the other dockets of a joint decision.
    for (const docket of f.relatedDockets)
      expect(row!.citation_keys).toEqual(expect.arrayContaining(citationKeysFromQuery(docket)));
  }

  it.each(JOBS)('imports $categories for $specificMonth $specificYear, field by field', async (job) => {
    const { categories, expected: count, ...options } = job;
    const month = String(MONTHS.indexOf(job.specificMonth) + 1).padStart(2, '0');
    const wanted = expected.filter(
      (doc) =>
        (categories as readonly string[]).includes(doc.category) &&
        (doc.fields.dateDecided ?? doc.fields.dateEnacted)!.startsWith(`${job.specificYear}-${month}`),
    );
    expect(wanted).toHaveLength(count);

    const done = await runJob(categories, options);
    expect(done).toMatchObject({
      status: 'completed',
      error: null,
      results: { scraped: count, updated: 0, failed: 0, duplicates: 0 },
    });
    const rows = await storedRows();
    for (const doc of wanted)
      expectStored(
        rows.find((row) => row.source_url === doc.fields.sourceUrl),
        doc,
      );
  });

  it('runs one job over all 19 categories: every fixture document stored once, no failures', async () => {
    const before = (await storedRows()).length;
    const done = await runJob(
      SCRAPING_CATEGORIES.map((category) => category.slug),
      { maxDocuments: 100 },
    );
    expect(expected).toHaveLength(24);
    expect(new Set(expected.map((doc) => doc.category)).size).toBe(19);
    expect(done).toMatchObject({ status: 'completed', progress: { completed: 24, total: 24 } });
    expect(done.results).toEqual({ scraped: 24 - before, updated: 0, failed: 0, duplicates: before });

    const rows = await storedRows();
    expect(rows.map((row) => row.source_url).sort()).toEqual(expected.map((doc) => doc.fields.sourceUrl).sort());
    for (const doc of expected)
      expectStored(
        rows.find((row) => row.source_url === doc.fields.sourceUrl),
        doc,
      );
    // The scrape is a write path like any other: every scraped document's citations are recorded.
    const citator = await t.db.query<{ unread: number; edges: number }>(
      `SELECT (SELECT count(*)::int FROM documents d LEFT JOIN document_counters c ON c.document_id = d.id
                WHERE coalesce(c.citations_version, 0) = 0) AS unread,
              (SELECT count(*)::int FROM document_citations) AS edges`,
    );
    expect(citator.rows[0]).toMatchObject({ unread: 0 });
    expect(citator.rows[0]!.edges).toBeGreaterThan(0);
    // Politeness on both hosts: robots.txt read, never two requests at once.
    for (const site of [sites.lawphil, sites.elibrary]) {
      expect(site.requests).toContain('/robots.txt');
      expect(site.overlaps).toEqual([]);
    }
  });

  it("makes an E-Library decision findable by its Philippine Reports citation ('982 Phil. 110')", async () => {
    const url = `${sites.baseUrls.elibrary}/thebookshelf/showdocs/1/90401`;
    const html = decodePage(readFileSync(`${SITES_DIR}/elibrary/thebookshelf/showdocs/1/90401`));
    const doc = elibraryParser.parseDocument(html, url, {
      category: 'supreme-court-decisions',
      baseUrl: sites.baseUrls.elibrary,
    });
    expect(doc.reportCitation).toBe('982 Phil. 110');
    const written = await upsertDocument(t.db, toDocumentInput(doc, new Date()));
    const resolved = await t.app.inject({
      method: 'GET',
      url: `/api/documents/resolve/${encodeURIComponent('982 Phil. 110')}`,
    });
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json().data.document.id).toBe(written.id);
  });
});
