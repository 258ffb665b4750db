import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadStarterLibrary } from '../../src/seeds/load-starter-library.ts';
import { openTestDatabase, type TestDatabase } from '../../src/test/open-test-database.ts';

// The real documents a fresh start loads (packages/db/data/starter-library.jsonl.gz), through the one write path.
describe('the starter library', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(async () => {
    await db?.close();
  });

  const one = async (where: string, params: unknown[]) => {
    const { rows } = await db.query<Record<string, unknown>>(
      `SELECT title, document_type, citation, gr_number, date_decided, date_enacted, ponente, division, court_level,
              identity_key, citation_keys, slug, length(content) AS length, content, source_name, source_url
       FROM documents WHERE ${where}`,
      params,
    );
    expect(rows, where).toHaveLength(1);
    return rows[0]!;
  };

  it('loads all 436 documents: decisions, statutes of seven kinds and the constitutions', {
    timeout: 600_000,
  }, async () => {
    const summary = await loadStarterLibrary(db);
    expect(summary.failures).toEqual([]);
    expect(summary).toMatchObject({ total: 436, inserted: 436, updated: 0, duplicates: 0, failed: 0 });
    const { rows } = await db.query<{ document_type: string; count: number }>(
      'SELECT document_type, count(*)::int AS count FROM documents GROUP BY 1 ORDER BY 1',
    );
    expect(Object.fromEntries(rows.map((row) => [row.document_type, row.count]))).toEqual({
      Act: 31,
      'Batas Pambansa': 30,
      'Commonwealth Act': 30,
      Constitution: 5,
      'Executive Order': 35,
      'Presidential Decree': 35,
      'Republic Act': 40,
      'Supreme Court Decision': 230,
    });
  });

  it('names the publisher of every document, with the page address where it is known', async () => {
    const { rows } = await db.query<{ source_name: string; n: number; with_url: number }>(
      `SELECT source_name, count(*)::int AS n, count(source_url)::int AS with_url FROM documents GROUP BY 1`,
    );
    expect(rows.sort((a, b) => a.source_name.localeCompare(b.source_name))).toEqual([
      { source_name: 'LawPhil', n: 204, with_url: 1 },
      { source_name: 'Official Gazette', n: 110, with_url: 110 },
      { source_name: 'statute-trees-justmars/const1987.yaml', n: 1, with_url: 1 },
      { source_name: 'Supreme Court E-Library', n: 121, with_url: 0 },
    ]);
  });

  it('keeps the real metadata of Tañada v. Tuvera, G.R. No. L-63915, April 24, 1985', async () => {
    const tanada = await one('identity_key = $1', ['gr:63915:1985-04-24']);
    expect(tanada).toMatchObject({
      document_type: 'Supreme Court Decision',
      citation: 'G.R. No. L-63915, April 24, 1985',
      gr_number: 'G.R. No. L-63915',
      date_decided: '1985-04-24',
      ponente: 'ESCOLIN',
      division: 'EN BANC',
      court_level: 'Supreme Court',
      slug: 'GR-L-63915-1985-04-24',
    });
    // The caption only: the manifest's run-on into the body ('ESCOLIN, J. : Invoking …') is cut off.
    expect(tanada.title).toMatch(/^LORENZO M\. TAÑADA, .* Bureau of Printing, respondents\.$/);
    expect(tanada.content).toContain("Invoking the people's right to be informed");
    expect(tanada.content).not.toMatch(/Lawphil Project/);
  });

  it('imports RA 10173, BP 22 and Act 3815 with their texts', async () => {
    const dataPrivacy = await one(`document_type = 'Republic Act' AND 'ra:10173' = ANY(citation_keys)`, []);
    expect(dataPrivacy).toMatchObject({
      citation: 'Republic Act No. 10173',
      date_enacted: '2012-08-15',
      court_level: 'Legislature',
    });
    expect(dataPrivacy.content).toMatch(/Data Privacy Act of 2012/);

    const bouncingChecks = await one(`'bp:22' = ANY(citation_keys)`, []);
    expect(bouncingChecks).toMatchObject({ document_type: 'Batas Pambansa', date_enacted: '1979-04-03' });
    expect(bouncingChecks.title).toMatch(/^AN ACT PENALIZING THE MAKING OR DRAWING AND ISSUANCE OF A CHECK/);

    const penalCode = await one(`'act:3815' = ANY(citation_keys)`, []);
    expect(penalCode).toMatchObject({
      document_type: 'Act',
      date_enacted: '1930-12-08',
      citation: 'Act No. 3815, December 08, 1930',
    });
    expect(penalCode.content).toMatch(/^Article 1\. Time when Act takes effect/);
    expect(Number(penalCode.length)).toBeGreaterThan(200_000);
  });

  it("repairs the sources' known defects (E-Library mojibake, LawPhil watermarks) and keeps report citations", async () => {
    const { rows } = await db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM documents WHERE content ~ '[1l][aâäàá]wph[iïîí][l1]' OR content ~ 'Ã[\u0080-\u00bf]' OR content ~ 'â€'`,
    );
    expect(rows[0]!.count).toBe(0);
    const florendo = await one(`'phil:333-535' = ANY(citation_keys)`, []);
    expect(florendo).toMatchObject({ citation: 'G.R. No. 101771, December 17, 1996', ponente: 'PANGANIBAN' });
  });

  it('records the citations between its documents: decisions citing statutes and earlier decisions', async () => {
    const { rows } = await db.query<{ edges: number; linked: number }>(
      'SELECT count(*)::int AS edges, count(cited_id)::int AS linked FROM document_citations',
    );
    // Measured on the packed file: about 3,200 distinct citations, 27 of them to documents of the starter library.
    expect(rows[0]!.edges).toBeGreaterThan(3000);
    expect(rows[0]!.linked).toBeGreaterThanOrEqual(25);
    const landRegistration = await db.query<{ n: number; citing: number }>(
      `SELECT document_cited_by(d.id) AS n, (SELECT count(DISTINCT citing_id)::int FROM document_citations WHERE cited_id = d.id) AS citing
       FROM documents d WHERE 'act:496' = ANY(d.citation_keys)`,
    );
    expect(landRegistration.rows[0]!.n).toBeGreaterThanOrEqual(5);
    expect(landRegistration.rows[0]!.n).toBe(landRegistration.rows[0]!.citing);
  });

  it('a second load changes nothing: every document is a duplicate', { timeout: 600_000 }, async () => {
    const summary = await loadStarterLibrary(db);
    expect(summary).toMatchObject({ total: 436, inserted: 0, updated: 0, duplicates: 436, failed: 0 });
  });
});
