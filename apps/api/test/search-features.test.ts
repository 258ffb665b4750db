import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLawyer } from '@batas/db/test';
import { allWordsOf } from '../src/services/search/candidate-query.ts';
import { withIndexScans } from '../src/services/search/with-index-scans.ts';
import { countFromIndex, countPhraseMatches, countWithEstimate } from '../src/services/search/count-estimate.ts';
import { searchLawyerNames } from '../src/services/search/lawyer-name-query.ts';
import { parseSearchQuery } from '../src/services/search/parse-query.ts';
import { createTestApp } from './helpers.ts';
import { loadFixtures, type FixtureKey } from './search-fixtures.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
interface Result {
  slug: string;
  title: string;
  highlight?: string | null;
}

describe('search features', () => {
  let t: TestApp;
  let slugs: Record<FixtureKey, string>;
  const search = async (query: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/documents?${query}` });
    expect(response.statusCode).toBe(200);
    return response.json().data as {
      documents: Result[];
      pagination: { totalDocuments: number; totalIsEstimate: boolean };
    };
  };
  const slugsOf = (documents: Result[]) => documents.map((document) => document.slug);

  beforeAll(async () => {
    t = await createTestApp();
    slugs = await loadFixtures(t.db);
  });
  afterAll(() => t.close());

  it('matches a quoted phrase only where the words are adjacent', async () => {
    const phrase = slugsOf((await search('search=%22chain%20of%20custody%22')).documents);
    expect(phrase).toContain(slugs.citing);
    expect(phrase).not.toContain(slugs.scattered);
    const words = slugsOf((await search('search=chain%20custody')).documents);
    expect(words).toContain(slugs.scattered);
  });

  it('excludes -words', async () => {
    const all = slugsOf((await search('search=estafa')).documents);
    expect(all).toEqual(expect.arrayContaining([slugs.pena, slugs.escaping]));
    const excluded = slugsOf((await search('search=estafa%20-misappropriation')).documents);
    expect(excluded).toContain(slugs.escaping);
    expect(excluded).not.toContain(slugs.pena);
  });

  it('understands OR', async () => {
    const either = slugsOf((await search('search=estafa%20OR%20swindling')).documents);
    expect(either).toEqual(expect.arrayContaining([slugs.pena, slugs.swindling, slugs.escaping]));
  });

  it('ignores accents and case both ways', async () => {
    for (const query of ['pena', 'PEÑA', 'Peña', 'peña']) {
      expect((await search(`search=${encodeURIComponent(query)}`)).documents[0]?.slug).toBe(slugs.pena);
    }
    expect((await search('search=TANADA')).documents.map((document) => document.slug)).toEqual(
      expect.arrayContaining([slugs.tanadaTuvera, slugs.tanadaAngara]),
    );
  });

  it('combines text with every filter', async () => {
    const byType = await search(`search=family%20code&documentType=Executive%20Order&year=1987`);
    expect(slugsOf(byType.documents)).toEqual([slugs.eo209, slugs.eo227]);
    const decisionsOnly = await search('search=RA%209165&documentType=Supreme%20Court%20Decision');
    expect(slugsOf(decisionsOnly.documents)).toEqual([slugs.citing]);
    const nothing = await search('search=estafa&courtLevel=Legislature');
    expect(nothing.documents).toEqual([]);
    expect(nothing.pagination.totalDocuments).toBe(0);
    const category = await search('search=check&lawCategory=Criminal%20Law&isVerified=false');
    expect(slugsOf(category.documents)[0]).toBe(slugs.bp22);
  });

  it('sorts a search by date when asked, still with snippets', async () => {
    const body = await search('search=estafa&sortBy=date&sortOrder=desc');
    expect(slugsOf(body.documents)).toEqual([slugs.escaping, slugs.pena]);
    expect(body.documents[0]?.highlight).toContain('<mark>estafa</mark>');
  });

  it('counts exactly when small, and says so', async () => {
    const body = await search('search=estafa');
    expect(body.pagination).toMatchObject({ totalDocuments: 2, totalIsEstimate: false });
  });

  it('counts what the query matches anywhere, citations included, with the filters', async () => {
    // Small libraries take the tiers' own tally (every match is among the candidates); it must equal a plain count.
    const plainCount = async (text: string, keys: string[], type?: string) =>
      (
        await t.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM documents
            WHERE (body_vector @@ websearch_to_tsquery('ph_legal', $1) OR citation_keys && $2::text[])
              AND ($3::text IS NULL OR document_type = $3)`,
          [text, keys, type ?? null],
        )
      ).rows[0]!.n;
    const cases: Array<[string, string, string[], string?]> = [
      ['search=custody', 'custody', []],
      ['search=RA%209165%20custody', 'custody', ['ra:9165']],
      ['search=people&documentType=Supreme%20Court%20Decision', 'people', [], 'Supreme Court Decision'],
      ['search=Bouncing%20Checks%20Law', 'Bouncing Checks Law', ['bp:22']],
      ['search=%22chain%20of%20custody%22', '"chain of custody"', []],
    ];
    for (const [query, text, keys, type] of cases) {
      const expected = await plainCount(text, keys, type);
      expect(expected, query).toBeGreaterThan(0);
      expect((await search(query)).pagination, query).toMatchObject({
        totalDocuments: expected,
        totalIsEstimate: false,
      });
    }
  });

  it('looks for a phrase in a bounded number of documents holding its words, and says when it estimated', async () => {
    const phrase = (vector: string) => `${vector} @@ websearch_to_tsquery('ph_legal', $1)`;
    const words = `body_vector @@ ${allWordsOf(`websearch_to_tsquery('ph_legal', $1)`)}`;
    const query = { phrase, words, filters: [] };
    const exact = await countPhraseMatches(t.db, query, ['"chain of custody"'], 1_000);
    expect(exact).toEqual({ total: expect.any(Number), isEstimate: false });
    expect(exact.total).toBeGreaterThan(0);
    // Only one document re-read, while more hold the words: the total is scaled from that share, as an estimate.
    expect((await countPhraseMatches(t.db, query, ['"chain of custody"'], 1)).isEstimate).toBe(true);
  });

  it('estimates the count past the cap and flags it', async () => {
    const where = `documents WHERE body_vector @@ websearch_to_tsquery('ph_legal', $1)`;
    expect(await countWithEstimate(t.db, where, ['people'], 100)).toEqual({
      total: expect.any(Number),
      isEstimate: false,
    });
    const capped = await countWithEstimate(t.db, where, ['people'], 1);
    expect(capped.isEstimate).toBe(true);
    expect(capped.total).toBeGreaterThanOrEqual(2);
  });

  it('reads a large total from the index alone, counts a small one, and declines what the index cannot answer', async () => {
    const where = `documents WHERE body_vector @@ websearch_to_tsquery('ph_legal', $1)`;
    const exact = (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${where}`, ['people'])).rows[0]!.n;
    expect(exact).toBeGreaterThan(3);
    // Enough documents are listed under the word: the index's figure, as an estimate, without reading them.
    const listed = await withIndexScans(t.db, (tx) => countFromIndex(tx, where, ['people'], 1));
    expect(listed).toMatchObject({ isEstimate: true });
    expect(Math.abs(listed!.total - exact)).toBeLessThanOrEqual(Math.max(1, exact * 0.05));
    // Few: counted.
    expect(await withIndexScans(t.db, (tx) => countFromIndex(tx, where, ['people'], exact))).toEqual({
      total: exact,
      isEstimate: false,
    });
    // A condition the table must check (a year) makes the index's figure the wrong one: the caller counts instead.
    const filtered = `${where} AND year = 1985`;
    expect(await withIndexScans(t.db, (tx) => countFromIndex(tx, filtered, ['people'], 1))).toBeNull();
  });

  it('marks matches in HTML-escaped snippets', async () => {
    const [hit] = (await search('search=estafa%20clear')).documents;
    expect(hit?.slug).toBe(slugs.escaping);
    expect(hit?.highlight).toContain('<mark>estafa</mark>');
    // ts_headline drops what its parser reads as tags; everything else is escaped.
    expect(hit?.highlight).toContain('&amp; the <mark>estafa</mark> was &quot;<mark>clear</mark>&quot;');
    expect(hit?.highlight).not.toContain('<script');
    expect(hit?.highlight).not.toMatch(/<(?!\/?mark>)/);
    expect(hit?.title).toBe('CARLOS <b>BOLD</b> & SONS, PETITIONER, VS. BANK, RESPONDENT.');
  });

  it('treats citations in any spelling as one query', () => {
    for (const query of ['BP 22', 'B.P. Blg. 22', 'Batas Pambansa Bilang 22'])
      expect(parseSearchQuery(query).citationKeys).toEqual(['bp:22']);
    expect(parseSearchQuery('Tanada v. Tuvera')).toMatchObject({
      text: 'Tanada Tuvera',
      parties: { first: { text: 'Tanada' }, second: { text: 'Tuvera' } },
    });
    expect(parseSearchQuery('RA 9165 chain of custody')).toMatchObject({
      citationKeys: ['ra:9165'],
      text: 'chain of custody',
    });
  });

  it('answers a query of stop words or symbols without an error', async () => {
    for (const query of ['the', '"', '-', 'OR', '!!!', "'; DROP TABLE documents; --"]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/documents?search=${encodeURIComponent(query)}` });
      expect(response.statusCode, query).toBe(200);
    }
  });

  it('finds lawyers by any part of the name, accents and case ignored', async () => {
    const pena = await createLawyer(t.db, { first_name: 'MARIA CRISTINA', middle_name: 'SANTOS', last_name: 'PEÑA' });
    const delaCruz = await createLawyer(t.db, { first_name: 'JUAN', middle_name: null, last_name: 'DELA CRUZ' });
    expect((await searchLawyerNames(t.db, 'pena'))[0]?.id).toBe(pena.id);
    expect((await searchLawyerNames(t.db, 'Cristina Peña'))[0]?.id).toBe(pena.id);
    expect((await searchLawyerNames(t.db, 'atty. cruz dela'))[0]?.id).toBe(delaCruz.id);
    expect((await searchLawyerNames(t.db, 'de'))[0]?.id).toBe(delaCruz.id);
    expect(await searchLawyerNames(t.db, '%')).toEqual([]);
  });
});
