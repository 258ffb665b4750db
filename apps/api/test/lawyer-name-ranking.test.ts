import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers.ts';
import { insertLawyer } from './support/accounts.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
interface Listing {
  data: { lawyers: Array<{ fullName: string }>; pagination: { totalLawyers: number; totalPages: number } };
}

/**
 * The name search ranks in two tiers read by separate queries (exact matches, then the rest), so these tests walk
 * page boundaries inside and across the tiers, where an off-by-one would drop or repeat a lawyer.
 */
describe('lawyer name search: relevance order and paging', () => {
  let t: TestApp;
  const list = async (query: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/lawyers?${query}` })).json() as Listing;
  const names = (body: Listing) => body.data.lawyers.map((lawyer) => lawyer.fullName);

  beforeAll(async () => {
    t = await createTestApp();
    // Whole-word 'cruz' (exact tier), alphabetically by last name then first name.
    await insertLawyer(t.db, { firstName: 'ANA', lastName: 'CRUZ', address: 'Cebu City' });
    await insertLawyer(t.db, { firstName: 'JUAN', lastName: 'DELA CRUZ', address: 'Makati City' });
    await insertLawyer(t.db, { firstName: 'BEN', middleName: 'CRUZ', lastName: 'SORIANO', address: 'Cebu City' });
    // 'cruz' inside a longer word (second tier).
    await insertLawyer(t.db, { firstName: 'JUANITO', lastName: 'CRUZATA', address: 'Cebu City' });
    await insertLawyer(t.db, { firstName: 'LIZA', lastName: 'VERACRUZ', address: 'Davao City' });
    // Neither.
    await insertLawyer(t.db, { firstName: 'MARIA', lastName: 'REYES', address: 'Cebu City' });
    await insertLawyer(t.db, { firstName: 'MA. CRISTINA', lastName: 'VALDEZ' });
    await insertLawyer(t.db, { rollNumber: '770001', firstName: 'PEDRO', lastName: 'ABAD' });
  });
  afterAll(() => t.close());

  const allCruz = ['ANA CRUZ', 'JUAN DELA CRUZ', 'BEN CRUZ SORIANO', 'JUANITO CRUZATA', 'LIZA VERACRUZ'];

  it('puts whole-word matches first, each tier in alphabetical order', async () => {
    const body = await list('search=cruz&limit=20');
    expect(names(body)).toEqual(allCruz);
    expect(body.data.pagination).toMatchObject({ totalLawyers: 5, totalPages: 1 });
  });

  it.each([1, 2, 3, 4])('pages of %i walk both tiers without a gap or a repeat', async (limit) => {
    const walked: string[] = [];
    for (let page = 1; page <= Math.ceil(allCruz.length / limit); page++) {
      const body = await list(`search=cruz&limit=${limit}&page=${page}`);
      expect(body.data.pagination.totalLawyers, `page ${page}`).toBe(5);
      walked.push(...names(body));
    }
    expect(walked).toEqual(allCruz);
    expect(names(await list(`search=cruz&limit=${limit}&page=${Math.ceil(allCruz.length / limit) + 1}`))).toEqual([]);
  });

  it('applies the other filters in both tiers', async () => {
    const body = await list('search=cruz&location=cebu&limit=1&page=2');
    expect(names(body)).toEqual(['BEN CRUZ SORIANO']);
    expect(body.data.pagination.totalLawyers).toBe(3);
    expect(names(await list('search=cruz&location=cebu&limit=1&page=3'))).toEqual(['JUANITO CRUZATA']);
  });

  it('ranks names holding more of the words whole above the rest', async () => {
    expect(names(await list('search=juan%20cruz'))).toEqual(['JUAN DELA CRUZ', 'JUANITO CRUZATA']);
  });

  it('reads a short word as the start of a word, and MA. as the word MA', async () => {
    expect(names(await list('search=ma'))).toEqual(['MA. CRISTINA VALDEZ', 'MARIA REYES']);
    expect(names(await list('search=cr%20ma'))).toEqual(['MA. CRISTINA VALDEZ']);
  });

  it('puts the lawyer whose roll number the query is first', async () => {
    expect(names(await list('search=770%2C001'))).toEqual(['PEDRO ABAD']);
  });

  it('keeps a sort that is asked for', async () => {
    expect(names(await list('search=cruz&sortBy=firstName'))).toEqual([
      'ANA CRUZ',
      'BEN CRUZ SORIANO',
      'JUAN DELA CRUZ',
      'JUANITO CRUZATA',
      'LIZA VERACRUZ',
    ]);
  });

  it('finds a lawyer by a corrected name at once', async () => {
    const { id } = await insertLawyer(t.db, { firstName: 'JOSE', lastName: 'RIZAL' });
    await t.db.query(`UPDATE lawyers SET last_name = 'MERCADO' WHERE id = $1`, [id]);
    expect(names(await list('search=mercado'))).toEqual(['JOSE MERCADO']);
    expect(names(await list('search=rizal'))).toEqual([]);
  });
});
