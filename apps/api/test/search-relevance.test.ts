import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers.ts';
import { loadFixtures, type FixtureKey } from './search-fixtures.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** Known-item search: the document a researcher names must be the first result, whatever the spelling. */
const KNOWN_ITEMS: ReadonlyArray<readonly [string, FixtureKey]> = [
  ['G.R. No. L-63915', 'tanadaTuvera'],
  ['GR L-63915', 'tanadaTuvera'],
  ['L-63915', 'tanadaTuvera'],
  ['G.R. No. 63915', 'tanadaTuvera'],
  ['GR 63915', 'tanadaTuvera'],
  ['Tanada v. Tuvera', 'tanadaTuvera'],
  ['tanada vs tuvera', 'tanadaTuvera'],
  ['TAÑADA v. TUVERA', 'tanadaTuvera'],
  ['Tanada v. Angara', 'tanadaAngara'],
  ['Marcos v. Manglapus', 'marcos'],
  ['GR 88211', 'marcos'],
  ['RA 9165', 'ra9165'],
  ['R.A. No. 9165', 'ra9165'],
  ['Republic Act 9165', 'ra9165'],
  ['Republic Act No. 9165', 'ra9165'],
  ['Comprehensive Dangerous Drugs Act', 'ra9165'],
  ['BP 22', 'bp22'],
  ['B.P. Blg. 22', 'bp22'],
  ['Batas Pambansa Bilang 22', 'bp22'],
  ['Batas Pambansa Blg. 22', 'bp22'],
  ['PD 1529', 'pd1529'],
  ['P.D. No. 1529', 'pd1529'],
  ['Property Registration Decree', 'pd1529'],
  ['EO 209', 'eo209'],
  ['E.O. No. 209', 'eo209'],
  ['Family Code', 'eo209'],
  ['Data Privacy Act', 'ra10173'],
  ['RA 10173', 'ra10173'],
  ['Civil Code', 'ra386'],
  ['RA 386', 'ra386'],
];

describe('search relevance on the fixture library', () => {
  let t: TestApp;
  let slugs: Record<FixtureKey, string>;

  beforeAll(async () => {
    t = await createTestApp();
    slugs = await loadFixtures(t.db);
  });
  afterAll(() => t.close());

  it.each(KNOWN_ITEMS)('%s → %s first', async (query, expected) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/documents?search=${encodeURIComponent(query)}` });
    expect(response.statusCode).toBe(200);
    const documents = response.json().data.documents as Array<{ slug: string; title: string }>;
    expect(documents[0]?.slug, `results: ${documents.map((document) => document.title).join(' | ')}`).toBe(
      slugs[expected],
    );
  });
});
