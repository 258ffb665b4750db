import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLawyer } from '@batas/db/test';
import { createTestApp } from './helpers.ts';
import { indexesUsed, statementsOf } from './support/query-plans.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The directory's default order (verified first) and the practice-area filter reading what the card shows. */
describe('lawyer directory: order and practice area', () => {
  let t: TestApp;
  const names = async (query: string) => {
    const body = (await t.app.inject({ method: 'GET', url: `/api/lawyers?${query}` })).json();
    return (body.data.lawyers as Array<{ firstName: string; lastName: string }>).map(
      (lawyer) => `${lawyer.firstName} ${lawyer.lastName}`,
    );
  };
  const lawyer = (first: string, last: string, columns: Record<string, unknown> = {}) =>
    createLawyer(t.db, { first_name: first, last_name: last, address: 'Zqxville, Cebu', ...columns });
  const verified = { verified: true, profile_status: 'verified' };

  beforeAll(async () => {
    t = await createTestApp();
    // Alphabetically the unverified come first; the directory puts the verified before them.
    await lawyer('ANA', 'ABAD ZQX');
    await lawyer('BEN', 'BAUTISTA ZQX');
    await lawyer('CARLA', 'ZAMORA ZQX', verified);
    await lawyer('DIEGO', 'YAP ZQX', verified);
    // A surname match and a first-name match, each verified or not.
    await lawyer('ZQX', 'ACOSTA', verified);
    // Practice areas: a card shows the practice areas, or the specializations when there are none.
    await lawyer('ELENA', 'CIVIL QWV', { practice_areas: ['Civil'], specializations: ['Family Law'] });
    await lawyer('FE', 'FAMILY QWV', { practice_areas: ['Civil', 'Family'] });
    await lawyer('GINA', 'SPECIAL QWV', { practice_areas: [], specializations: ['Family Law'] });
  });
  afterAll(() => t.close());

  it('lists verified lawyers first, each side alphabetical', async () => {
    expect(await names('location=Zqxville&limit=50&search=zqx')).toEqual([
      // Verified: the surname matches first (relevance), then the first-name match.
      'DIEGO YAP ZQX',
      'CARLA ZAMORA ZQX',
      'ZQX ACOSTA',
      'ANA ABAD ZQX',
      'BEN BAUTISTA ZQX',
    ]);
    const all = await names('location=Zqxville&limit=50');
    expect(all.slice(0, 3)).toEqual(['ZQX ACOSTA', 'DIEGO YAP ZQX', 'CARLA ZAMORA ZQX']);
    expect(all.slice(3, 5)).toEqual(['ANA ABAD ZQX', 'BEN BAUTISTA ZQX']);
  });

  it('keeps a page boundary inside the verified side and across it', async () => {
    expect(await names('location=Zqxville&search=zqx&limit=2&page=2')).toEqual(['ZQX ACOSTA', 'ANA ABAD ZQX']);
    expect(await names('location=Zqxville&limit=2&page=2')).toEqual(['CARLA ZAMORA ZQX', 'ANA ABAD ZQX']);
  });

  it('reads a page of the whole directory from its index, in order, without sorting the roll', async () => {
    const [page] = await statementsOf(t, '/api/lawyers?limit=50', /ORDER BY l\.verified DESC/);
    expect(await indexesUsed(t, page!)).toContain('lawyers_verified_name_order');
  });

  it('an explicit sort is kept as asked', async () => {
    expect((await names('location=Zqxville&search=zqx&sortBy=name&limit=50')).slice(0, 2)).toEqual([
      'ANA ABAD ZQX',
      'ZQX ACOSTA',
    ]);
  });

  it('matches the practice areas a card shows, not a specialization hidden behind them', async () => {
    expect(await names('location=Zqxville&practiceArea=Family&search=qwv')).toEqual([
      'FE FAMILY QWV',
      'GINA SPECIAL QWV',
    ]);
    expect(await names('location=Zqxville&practiceArea=Civil&search=qwv')).toEqual([
      'ELENA CIVIL QWV',
      'FE FAMILY QWV',
    ]);
  });
});
