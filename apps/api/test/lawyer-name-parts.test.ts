import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers.ts';
import { insertLawyer } from './support/accounts.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
interface Listing {
  data: { lawyers: Array<{ fullName: string }>; pagination: { totalLawyers: number } };
}

/**
 * Which part of the name a search matches decides the order (surname, then first name, then middle name), and the
 * alphabetical order ignores case and accents: the roll prints most names in capitals and some in ordinary case.
 */
describe('lawyer directory: name parts and alphabetical order', () => {
  let t: TestApp;
  const names = async (query: string) =>
    ((await t.app.inject({ method: 'GET', url: `/api/lawyers?${query}` })).json() as Listing).data.lawyers.map(
      (lawyer) => lawyer.fullName,
    );

  beforeAll(async () => {
    t = await createTestApp();
    // Alphabetically the middle-name and first-name matches come first; by relevance they come last.
    await insertLawyer(t.db, { firstName: 'ANA', middleName: 'SANTOS', lastName: 'ABAD' });
    await insertLawyer(t.db, { firstName: 'Santos', lastName: 'Bautista' });
    await insertLawyer(t.db, { firstName: 'PEDRO', middleName: 'REYES', lastName: 'SANTOS ARELLANO' });
    await insertLawyer(t.db, { firstName: 'Maria', lastName: 'Santos' });
    await insertLawyer(t.db, { firstName: 'Luz', lastName: 'Aguilar' });
    await insertLawyer(t.db, { firstName: 'JOSE', lastName: 'ÁLVAREZ' });
    await insertLawyer(t.db, { firstName: 'ROSA', lastName: 'PEÑA' });
    await insertLawyer(t.db, { firstName: 'Carlos', lastName: 'Pena' });
    // Substring matches ('santo' inside a longer word), surname, first name and middle name.
    await insertLawyer(t.db, { firstName: 'ELENA', middleName: 'SANTOSA', lastName: 'CRUZ' });
    await insertLawyer(t.db, { firstName: 'SANTOSITO', lastName: 'DIAZ' });
    await insertLawyer(t.db, { firstName: 'LINA', lastName: 'SANTOSO' });
  });
  afterAll(() => t.close());

  it('lists surname matches first, then first names, then middle names, each alphabetically', async () => {
    expect(await names('search=santos')).toEqual([
      'Maria Santos',
      'PEDRO REYES SANTOS ARELLANO',
      'Santos Bautista',
      'ANA SANTOS ABAD',
      'LINA SANTOSO',
      'SANTOSITO DIAZ',
      'ELENA SANTOSA CRUZ',
    ]);
  });

  it('walks the part tiers page by page without a gap or a repeat', async () => {
    const all = await names('search=santos&limit=20');
    for (const limit of [1, 2, 3]) {
      const walked: string[] = [];
      for (let page = 1; page <= Math.ceil(all.length / limit); page++) {
        walked.push(...(await names(`search=santos&limit=${limit}&page=${page}`)));
      }
      expect(walked, `pages of ${limit}`).toEqual(all);
    }
  });

  it('sorts by name with case and accents ignored, both ways', async () => {
    const ascending = await names('sortBy=name&limit=50');
    expect(ascending.slice(0, 4)).toEqual(['ANA SANTOS ABAD', 'Luz Aguilar', 'JOSE ÁLVAREZ', 'Santos Bautista']);
    // PEÑA and Pena are the same letters: the first name decides.
    expect(ascending.indexOf('Carlos Pena')).toBe(ascending.indexOf('ROSA PEÑA') - 1);
    expect(ascending.indexOf('Maria Santos')).toBeLessThan(ascending.indexOf('PEDRO REYES SANTOS ARELLANO'));
    expect(await names('sortBy=name&sortOrder=desc&limit=50')).toEqual([...ascending].reverse());
  });

  it('sorts by first name the same way', async () => {
    const byFirst = await names('sortBy=firstName&limit=3');
    expect(byFirst).toEqual(['ANA SANTOS ABAD', 'Carlos Pena', 'ELENA SANTOSA CRUZ']);
  });
});

describe('lawyer directory: the lawyers of a firm', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const firmOf = async (lastName: string, lawFirm: string | null) => {
      const { id } = await insertLawyer(t.db, { firstName: 'ANA', lastName });
      await t.db.query('UPDATE lawyers SET law_firm = $2 WHERE id = $1', [id, lawFirm]);
    };
    await firmOf('UY', 'Mendoza Lim Tan & Associates');
    await firmOf('LIM', ' mendoza lim tan & associates ');
    await firmOf('TAN', 'Mendoza Lim Tan & Associates Cebu');
    await firmOf('GO', null);
  });
  afterAll(() => t.close());

  it('lists the lawyers who name the firm, the whole name with case ignored', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/lawyers?lawFirm=Mendoza%20Lim%20Tan%20%26%20Associates',
    });
    const body = answer.json() as Listing;
    expect(body.data.lawyers.map((lawyer) => lawyer.fullName)).toEqual(['ANA LIM', 'ANA UY']);
    expect(body.data.pagination.totalLawyers).toBe(2);
  });

  it('answers 400 naming the field for a firm name that is too long', async () => {
    const answer = await t.app.inject({ method: 'GET', url: `/api/lawyers?lawFirm=${'x'.repeat(201)}` });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors?.[0]?.field).toContain('lawFirm');
  });
});
