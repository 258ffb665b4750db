import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocument } from '@batas/db/test';
import { analyticsResponse } from '@batas/shared/contracts/admin-analytics';
import { pruneAnalytics } from '../src/services/analytics/prune-analytics.ts';
import { recordSearch } from '../src/services/analytics/record-search.ts';
import { VISITORS_PER_ADDRESS } from '../src/services/analytics/daily-visitors.ts';
import { createTestApp } from './helpers.ts';
import { addAccount, type TestAccount, type TestApp } from './admin-support.ts';
import { insertLawyer } from './support/accounts.ts';

/** Searches and views recorded as they happen, accounts and claims derived from their tables, read back per period. */
describe('admin analytics', () => {
  let t: TestApp;
  let admin: TestAccount;
  const report = async (days?: number | string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/analytics${days === undefined ? '' : `?days=${days}`}`,
      headers: admin.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return analyticsResponse.parse(response.json()).data;
  };
  const search = (query: string) => t.app.inject({ method: 'GET', url: `/api/documents?${query}` });
  const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date());

  beforeAll(async () => {
    t = await createTestApp();
    admin = await addAccount(t.db, { role: 'admin' });
  });
  afterAll(() => t.close());

  it('answers every day of the period, today last, zeros included, 30 days by default', async () => {
    const empty = await report();
    expect(empty.days).toBe(30);
    expect(empty.searches.perDay).toHaveLength(30);
    expect(empty.views.perDay).toHaveLength(30);
    expect(empty.accounts.perDay).toHaveLength(30);
    expect(empty.to).toBe(today());
    expect(empty.searches.perDay.at(-1)).toEqual({ day: today(), searches: 0, zeroResultSearches: 0 });
    expect((await report(7)).views.perDay).toHaveLength(7);
    expect((await report(90)).accounts.perDay[0]!.day).toBe((await report(90)).from);
  });

  it('refuses a period it does not offer, naming the field', async () => {
    for (const days of ['14', 'abc', '0']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/admin/analytics?days=${days}`,
        headers: admin.headers,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].field).toBe('days');
    }
  });

  it('counts library searches by normalised query, first pages only, and the ones that found nothing', async () => {
    await createDocument(t.db, { title: 'MANDAMUS PETITION OF THE FISHERFOLK', content: 'A petition for mandamus.' });
    await search('search=Mandamus');
    await search('search=%20%20mandamus%20');
    await search('q=MANDAMUS');
    await search('search=mandamus&page=2');
    await search('search=xylophonic%20quasar');
    await search('documentType=Republic%20Act');
    const { searches } = await report(7);
    expect(searches.total).toBe(4);
    expect(searches.perDay.at(-1)).toEqual({ day: today(), searches: 4, zeroResultSearches: 1 });
    expect(searches.topQueries[0]).toEqual({ query: 'mandamus', searches: 3, lastResultCount: 1 });
    expect(searches.zeroResultQueries).toEqual([{ query: 'xylophonic quasar', searches: 1, lastResultCount: 0 }]);
  });

  it('counts document views per day, once per visitor, and lists the most viewed', async () => {
    const popular = await createDocument(t.db, { title: 'THE MOST READ DECISION' });
    const other = await createDocument(t.db, { title: 'A LESS READ DECISION' });
    const visits: Array<[string, string]> = [
      [popular.slug, '198.51.100.1'],
      [popular.slug, '198.51.100.2'],
      [popular.slug, '198.51.100.1'], // the same visitor again the same day: not counted
      [other.slug, '198.51.100.1'],
    ];
    for (const [slug, remoteAddress] of visits) {
      const url = `/api/documents/slug/${slug}`;
      expect((await t.app.inject({ method: 'GET', url, remoteAddress })).statusCode).toBe(200);
    }
    const { views } = await report(7);
    expect(views.total).toBe(3);
    expect(views.perDay.at(-1)).toEqual({ day: today(), views: 3 });
    expect(views.topDocuments.slice(0, 2)).toEqual([
      { id: popular.id, slug: popular.slug, title: 'THE MOST READ DECISION', views: 2 },
      { id: other.id, slug: other.slug, title: 'A LESS READ DECISION', views: 1 },
    ]);
    // The all-time total the library sorts by is still counted.
    const row = await t.db.query<{ view_count: number }>('SELECT view_count FROM documents WHERE id = $1', [
      popular.id,
    ]);
    expect(row.rows[0]!.view_count).toBe(2);
  });

  it('derives new accounts and claims per day from their own tables', async () => {
    const before = (await report(7)).accounts;
    const claimant = await addAccount(t.db, { role: 'basic' });
    const lawyer = await insertLawyer(t.db);
    await t.db.query(
      `INSERT INTO lawyer_claims (user_id, lawyer_id, verification_documents) VALUES ($1, $2, 'IBP ID 123')`,
      [claimant.id, lawyer.id],
    );
    // An account from 40 days ago falls in the 90-day period only.
    await t.db.query(`UPDATE users SET created_at = now() - interval '40 days' WHERE id = $1`, [admin.id]);
    const after = await report(7);
    expect(after.accounts.newUsers).toBe(before.newUsers); // admin moved out, claimant came in
    expect(after.accounts.claims).toBe(before.claims + 1);
    expect(after.accounts.perDay.at(-1)!.claims).toBe(before.perDay.at(-1)!.claims + 1);
    expect((await report(90)).accounts.newUsers).toBe(after.accounts.newUsers + 1);
  });

  it('counts a client that changes its User-Agent on every view a few times at most', async () => {
    const doc = await createDocument(t.db, { title: 'A DECISION VIEWED BY A SCRIPT' });
    for (let index = 0; index < 20; index++) {
      await t.app.inject({
        method: 'GET',
        url: `/api/documents/slug/${doc.slug}`,
        remoteAddress: '203.0.113.9',
        headers: { 'user-agent': `agent-${index}` },
      });
    }
    const { rows } = await t.db.query<{ view_count: number }>('SELECT view_count FROM documents WHERE id = $1', [
      doc.id,
    ]);
    expect(rows[0]!.view_count).toBe(VISITORS_PER_ADDRESS);
    // No address is stored, only keyed hashes under the day's salt.
    const stored = await t.db.query<{ visitor_hash: string; address_hash: string }>(
      `SELECT visitor_hash, address_hash FROM daily_visitors WHERE item_id = $1`,
      [doc.id],
    );
    expect(JSON.stringify(stored.rows)).not.toContain('203.0.113.9');
  });

  it('keeps a bounded number of distinct queries a day and counts the rest as other searches', async () => {
    const before = (await report(7)).searches;
    for (let index = 0; index < 6; index++) await recordSearch(t.db, `flood query ${index}`, 0, 4);
    const after = (await report(7)).searches;
    const listed = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM search_query_days WHERE query LIKE 'flood query %'`,
    );
    // The day already holds the earlier tests' queries: whatever is left of the 4 slots is used, the rest is other.
    expect(listed.rows[0]!.n).toBeLessThanOrEqual(4);
    expect(after.total).toBe(before.total + 6);
    expect(after.otherSearches).toBe(before.otherSearches + 6 - listed.rows[0]!.n);
    expect(after.otherSearches).toBeGreaterThan(0);
  });

  it("forgets the day's visitors and salt once the day is over, and sent e-mails after 30 days", async () => {
    const doc = await createDocument(t.db);
    await t.db.query(`INSERT INTO view_salts (day, salt) VALUES (current_date - 2, 'old salt')`);
    await t.db.query(
      `INSERT INTO daily_visitors (kind, item_id, day, visitor_hash, address_hash)
       VALUES ('document', $1, current_date - 2, 'v', 'a')`,
      [doc.id],
    );
    await t.db.query(
      `INSERT INTO mail_outbox (template, to_address, status, sent_at) VALUES
         ('welcome', 'old@example.com', 'sent', now() - interval '31 days'),
         ('welcome', 'recent@example.com', 'sent', now() - interval '29 days'),
         ('welcome', 'stuck@example.com', 'pending', null)`,
    );
    expect(await pruneAnalytics(t.db)).toBe(3);
    const left = await t.db.query<{ to_address: string }>(
      `SELECT to_address FROM mail_outbox WHERE template = 'welcome' ORDER BY to_address`,
    );
    expect(left.rows.map((row) => row.to_address)).toEqual(['recent@example.com', 'stuck@example.com']);
    expect((await t.db.query(`SELECT 1 FROM view_salts WHERE salt = 'old salt'`)).rows).toHaveLength(0);
  });

  it('keeps daily counts for a bounded time', async () => {
    const doc = await createDocument(t.db);
    await t.db.query(
      `INSERT INTO search_query_days (day, query, searches) VALUES (current_date - 500, 'ancient query', 3),
              (current_date - 10, 'recent query', 1)`,
    );
    await t.db.query(`INSERT INTO document_view_days (day, document_id, views) VALUES (current_date - 500, $1, 4)`, [
      doc.id,
    ]);
    expect(await pruneAnalytics(t.db)).toBe(2);
    const left = await t.db.query<{ query: string }>('SELECT query FROM search_query_days ORDER BY query');
    expect(left.rows.map((row) => row.query)).toContain('recent query');
    expect(left.rows.map((row) => row.query)).not.toContain('ancient query');
  });
});
