import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertDocuments, type DocumentInput } from '@batas/db/documents';
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

interface StarterDocument extends DocumentInput {
  citation: string;
  content: string;
}
const starter: StarterDocument[] = gunzipSync(
  readFileSync(new URL('../../../packages/db/data/starter-library.jsonl.gz', import.meta.url)),
)
  .toString('utf8')
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line) as StarterDocument);
const starterDocument = (citation: string) => starter.find((document) => document.citation === citation)!;

const rpc = starterDocument('Act No. 3815, December 08, 1930');
/** Topic words against real texts: the Revised Penal Code from Brigandage to Swindling, and what competes with it. */
const PROVISION_FIXTURES: DocumentInput[] = [
  {
    ...rpc,
    content: rpc.content.slice(rpc.content.indexOf('CHAPTER TWO\nBRIGANDAGE'), rpc.content.indexOf('Article 316.')),
  },
  // The Labor Code's opening (P.D. No. 442, arts. 1–3), and the order that created the committee that drafted it.
  {
    title:
      'A DECREE INSTITUTING A LABOR CODE THEREBY REVISING AND CONSOLIDATING LABOR AND SOCIAL LAWS TO AFFORD PROTECTION TO LABOR, PROMOTE EMPLOYMENT AND HUMAN RESOURCES DEVELOPMENT AND INSURE INDUSTRIAL PEACE BASED ON SOCIAL JUSTICE',
    documentType: 'Presidential Decree',
    citation: 'Presidential Decree No. 442, s. 1974',
    dateEnacted: '1974-05-01',
    content:
      'PRELIMINARY TITLE\n\nChapter I\nGENERAL PROVISIONS\n\nArticle 1. Name of decree. - This Decree shall be known as the "Labor Code of the Philippines".\n\n' +
      'Article 2. Date of effectivity. - This Code shall take effect six (6) months after its promulgation.\n\n' +
      'Article 3. Declaration of basic policy. - The State shall afford protection to labor, promote full employment, ensure equal work opportunities regardless of sex, race or creed and regulate the relations between workers and employers.',
    source: 'test',
  },
  { ...starterDocument('Executive Order No. 172, s. 1965'), source: 'test' },
  {
    title: 'PEOPLE OF THE PHILIPPINES, PLAINTIFF-APPELLEE, VS. MARIO CRUZ, ACCUSED-APPELLANT.',
    documentType: 'Supreme Court Decision',
    citation: 'G.R. No. 300411, May 4, 2016',
    grNumber: '300411',
    dateDecided: '2016-05-04',
    content:
      'The accused was charged with theft. Theft is committed by any person who takes personal property of another without the latter’s consent. The theft was proved; the conviction for theft is affirmed.',
    source: 'test',
  },
];

describe('search finds provisions, not only documents', () => {
  let t: TestApp;
  let slugs: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    await loadFixtures(t.db);
    const results = await upsertDocuments(t.db, PROVISION_FIXTURES);
    slugs = Object.fromEntries(
      results.map((result, index) => {
        if (result.status === 'failed') throw new Error(result.error);
        return [PROVISION_FIXTURES[index]!.citation!, result.slug];
      }),
    );
  });
  afterAll(() => t.close());

  const search = async (query: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/documents?search=${encodeURIComponent(query)}` });
    expect(response.statusCode).toBe(200);
    return response.json().data.documents as Array<{
      slug: string;
      title: string;
      provision?: Record<string, unknown>;
    }>;
  };

  it.each([
    ['theft', 'art-308', 'Art. 308', 'Who are liable for theft'],
    ['qualified theft', 'art-310', 'Art. 310', 'Qualified theft'],
    ['estafa', 'art-315', 'Art. 315', 'Swindling (estafa)'],
    ['brigandage', 'art-306', 'Art. 306', 'Who are brigands-Penalty'],
  ])(
    '%s → the Revised Penal Code at %s, above the decisions that use the word',
    async (query, anchor, label, heading) => {
      const [first] = await search(query);
      expect(first?.slug).toBe(slugs['Act No. 3815, December 08, 1930']);
      expect(first?.provision).toMatchObject({ anchor, label, heading, lawName: 'Revised Penal Code' });
    },
  );

  it('a law named is that law: Labor Code is the Labor Code, not the order creating its committee', async () => {
    const [first, ...rest] = await search('Labor Code');
    expect(first?.slug).toBe(slugs['Presidential Decree No. 442, s. 1974']);
    expect(first?.provision).toBeUndefined();
    expect(rest.map((document) => document.slug)).toContain(slugs['Executive Order No. 172, s. 1965']);
  });

  it('a named code carries no provision, and a word no heading holds finds none', async () => {
    const [code] = await search('Revised Penal Code');
    expect(code?.slug).toBe(slugs['Act No. 3815, December 08, 1930']);
    expect(code?.provision).toBeUndefined();
    const found = await search('consent');
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((document) => document.provision === undefined)).toBe(true);
  });
});
