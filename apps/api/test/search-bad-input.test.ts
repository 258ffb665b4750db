import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers.ts';
import { loadFixtures, type FixtureKey } from './search-fixtures.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * What a careless or hostile client sends. Each answer is either a clear empty result (200, no documents, a total
 * of 0) or a 400 that names the field and its limit; never a 500. How fast they answer at 100,000 documents is
 * measured by `npm run bench:search` (its bad-input section), not here.
 */
describe('search: bad input', () => {
  let t: TestApp;
  let slugs: Record<FixtureKey, string>;
  const get = (query: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: `/api/documents?${new URLSearchParams(query)}` });
  const listOf = async (search: string) => {
    const response = await get({ search });
    expect(response.statusCode, search).toBe(200);
    return response.json().data as {
      documents: Array<{ slug: string }>;
      pagination: { totalDocuments: number; totalPages: number };
    };
  };

  beforeAll(async () => {
    t = await createTestApp();
    slugs = await loadFixtures(t.db);
  });
  afterAll(() => t.close());

  it.each(['search', 'q'])(
    'refuses a %s over 500 characters with a 400 naming the field and the limit',
    async (field) => {
      const response = await get({ [field]: `court ${'x'.repeat(495)}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        errors: [{ field, message: 'must be at most 500 characters' }],
      });
      expect(response.json().message).toContain(`${field}: must be at most 500 characters`);
    },
  );

  it('refuses a relevance page past the 1,000 most relevant results, naming the page; other sorts page on', async () => {
    // Each deeper page lifted the ranking's candidate bound: page 100,000 asked it to rank millions of rows.
    const deep = await get({ search: 'court', page: '101', limit: '10' });
    expect(deep.statusCode).toBe(400);
    expect(deep.json().errors).toEqual([
      {
        field: 'page',
        message:
          'Results sorted by relevance stop at the 1,000 most relevant: sort by date or narrow the search to see more',
      },
    ]);
    expect((await get({ search: 'court', page: '100', limit: '10' })).statusCode).toBe(200);
    const byDate = await get({ search: 'court', page: '101', limit: '10', sortBy: 'date' });
    expect(byDate.statusCode).toBe(200);
    expect(byDate.json().data.documents).toEqual([]);
  });

  it('answers a query of exactly 500 characters', async () => {
    const words = Array.from({ length: 100 }, (_, i) => `w${i}x`).join(' ');
    const query = `estafa ${words}`.slice(0, 500).trim();
    expect(query.length).toBeGreaterThan(490);
    expect((await listOf(query)).documents).toEqual([]);
  });

  it.each([
    ['only stop words', 'the of and to in for on with by'],
    ['only punctuation', '!!! ??? ... ;;; --- *** "" \'\''],
    ['an operator alone', 'OR'],
    ['a lone quote', '"'],
    ['SQL', "'; DROP TABLE documents; --"],
  ])('answers %s with an empty list and a total of 0', async (_label, query) => {
    const { documents, pagination } = await listOf(query);
    expect(documents).toEqual([]);
    expect(pagination).toMatchObject({ totalDocuments: 0, totalPages: 0 });
  });

  it('reads an unbalanced quote as a phrase that runs to the end', async () => {
    const phrase = (await listOf('"chain of custody')).documents.map((document) => document.slug);
    expect(phrase).toContain(slugs.citing);
    expect(phrase).not.toContain(slugs.scattered);
    expect((await listOf('chain of custody"')).documents.map((document) => document.slug)).toContain(slugs.citing);
  });
});
