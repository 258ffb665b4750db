/**
 * The home page lists the most viewed documents and counts the lawyers on every visit. Both once read a whole table
 * (the library sorted by views; every row of the roll): migration 0061 gives each an index. Here the statements
 * the API really sends are captured and explained, with sequential scans priced out as on a large library (a small
 * test table would rightly be read whole), and each must be answered from its index.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocument } from '@batas/db/test';
import { createTestApp } from './helpers.ts';
import { indexesUsed as planIndexes, statementsOf as sentBy } from './support/query-plans.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

describe('the home page’s questions', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    for (let index = 0; index < 5; index++) {
      await createDocument(t.db, { title: `Executive Order No. ${500 + index}`, documentType: 'Executive Order' });
    }
  });
  afterAll(() => t.close());

  const statementsOf = (url: string, pattern: RegExp) => sentBy(t, url, pattern);
  const indexesUsed = (statement: Parameters<typeof planIndexes>[1]) => planIndexes(t, statement);

  it('takes the most viewed documents from the index in that order, without sorting the library', async () => {
    const [list] = await statementsOf('/api/documents?sortBy=viewCount&sortOrder=desc&limit=6', /ORDER BY view_count/);
    expect(await indexesUsed(list!)).toContain('documents_view_order');
  });

  it('counts the lawyers, verified and claimed, from an index alone', async () => {
    const [count] = await statementsOf('/api/lawyers/stats/overview', /FROM lawyers/);
    expect(await indexesUsed(count!)).toContain('lawyers_verified_status');
  });

  it('lists the most read this week by the daily counts, not by all-time views, from the days index', async () => {
    const read = async (title: string, allTime: number, days: Array<[number, number]>) => {
      const document = await createDocument(t.db, { title, documentType: 'Republic Act' });
      await t.db.query('UPDATE documents SET view_count = $2 WHERE id = $1', [document.id, allTime]);
      for (const [daysAgo, views] of days)
        await t.db.query(
          `INSERT INTO document_view_days (day, document_id, views) VALUES (current_date - $2::int, $1, $3)`,
          [document.id, daysAgo, views],
        );
      return document.id;
    };
    await read('Republic Act No. 9001 (read long ago)', 5000, [[30, 400]]);
    const today = await read('Republic Act No. 9002 (read today)', 3, [[0, 3]]);
    const week = await read('Republic Act No. 9003 (read over the week)', 40, [
      [1, 2],
      [6, 2],
      [12, 36],
    ]);
    const answer = await t.app.inject({ url: '/api/documents?sortBy=viewsThisWeek&sortOrder=desc&limit=6' });
    expect(answer.statusCode).toBe(200);
    const { documents, pagination } = answer.json().data;
    expect(documents.map((document: { _id: string }) => document._id)).toEqual([week, today]);
    expect(pagination.totalDocuments).toBe(2);

    const [list] = await statementsOf('/api/documents?sortBy=viewsThisWeek&sortOrder=desc&limit=6', /week_views/);
    expect(await indexesUsed(list!)).toContain('document_view_days_pkey');
  });
});
