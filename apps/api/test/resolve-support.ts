import { afterAll, beforeAll } from 'vitest';
import { createDocument } from '@batas/db/test';
import type { Database } from '@batas/db';
import { createTestApp } from './helpers.ts';

/**
 * The small library the resolver tests share: a decision with report citations, two decisions under one G.R.
 * number, a consolidated case and a range, a pre-war docket that shares digits with an L case, a statute and a
 * title-only treaty. Numbers are unusual enough not to meet the factories' own.
 */
export async function seedResolverLibrary(db: Database) {
  const decision = (overrides: Parameters<typeof createDocument>[1]) =>
    createDocument(db, {
      documentType: 'Supreme Court Decision',
      court: 'Supreme Court',
      courtLevel: 'Supreme Court',
      ...overrides,
    });
  const tanada = await decision({
    title: 'TAÑADA v. TUVERA',
    citation: 'G.R. No. L-63915, April 24, 1985, 136 SCRA 27, 220 Phil. 422',
    grNumber: 'L-63915',
    dateDecided: '1985-04-24',
  });
  const sharedFirst = await decision({
    title: '[ G.R. No. 200001, March 3, 2015 ] SANTOS v. REYES (DECISION)',
    citation: 'G.R. No. 200001, March 3, 2015',
    dateDecided: '2015-03-03',
  });
  const sharedSecond = await decision({
    title: '[ G.R. No. 200001, January 12, 2016 ] SANTOS v. REYES (RESOLUTION)',
    citation: 'G.R. No. 200001, January 12, 2016',
    dateDecided: '2016-01-12',
  });
  const tieFirst = await decision({
    title: 'CRUZ v. PEOPLE',
    citation: 'G.R. No. 200002, June 1, 2010',
    dateDecided: '2010-06-01',
  });
  const tieSecond = await decision({
    title: 'CRUZ v. PEOPLE (Amended)',
    citation: 'G.R. No. 200002, June 3, 2010',
    dateDecided: '2010-06-03',
  });
  const consolidated = await decision({
    title: 'PEOPLE v. GARCIA',
    citation: 'G.R. Nos. 210001 & 210002, May 1, 2014',
    dateDecided: '2014-05-01',
  });
  const range = await decision({
    title: 'ESTRADA v. DESIERTO',
    citation: 'G.R. Nos. 146710-15, March 2, 2001',
    dateDecided: '2001-03-02',
  });
  const preWar = await decision({
    title: 'UNITED STATES v. TAN',
    citation: 'G.R. No. 7529, March 1, 1912',
    grNumber: '7529',
    dateDecided: '1912-03-01',
  });
  const lCase = await decision({
    title: 'PEOPLE v. LIM',
    citation: 'G.R. No. L-7529, May 5, 1955',
    grNumber: 'L-7529',
    dateDecided: '1955-05-05',
  });
  const statute = await createDocument(db, {
    title: 'DATA PRIVACY ACT OF 2012',
    documentType: 'Republic Act',
    citation: 'Republic Act No. 10173',
    dateDecided: null,
    dateEnacted: '2012-08-15',
  });
  const treaty = await createDocument(db, {
    title: 'Agreement on the Treatment of Visiting Forces',
    documentType: 'Bilateral Treaty',
    citation: null,
    dateDecided: null,
    dateEnacted: '1998-02-10',
  });
  return {
    tanada,
    sharedFirst,
    sharedSecond,
    tieFirst,
    tieSecond,
    consolidated,
    range,
    preWar,
    lCase,
    statute,
    treaty,
  };
}

export type ResolverLibrary = Awaited<ReturnType<typeof seedResolverLibrary>>;

/**
 * For a test file about the resolver library: one app on a fresh database, seeded once before the file's tests and
 * closed after them. Read `t` and `docs` inside tests (they are set once the file's beforeAll has run).
 */
export function withResolverLibrary() {
  const context = {} as { t: Awaited<ReturnType<typeof createTestApp>>; docs: ResolverLibrary };
  beforeAll(async () => {
    context.t = await createTestApp();
    context.docs = await seedResolverLibrary(context.t.db);
  });
  afterAll(() => context.t?.close());
  return context;
}
