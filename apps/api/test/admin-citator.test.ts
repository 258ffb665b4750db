/**
 * Admin → Citator: the report crosswalk's review (pages in conflict or on thin evidence, with their evidence), an
 * administrator's confirm / change / remove with its audit entry, the citator following each change (the old and
 * the new decision's cited-by counts), the decision outliving a rebuild, bad input, and the library's health
 * (the share of citations that resolve by form, the most-cited missing documents). Roles: admin-role-matrix.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertDocument } from '@batas/db';
import { buildCrosswalk } from '@batas/db/citator';
import {
  decisionSearchResponse,
  libraryHealthResponse,
  reportPageDecisionResponse,
  reportPagesResponse,
} from '@batas/shared/contracts/admin-citator';
import { createTestApp } from './helpers.ts';
import { addAccount, auditRows, type TestAccount, type TestApp } from './admin-support.ts';

const decision = (serial: string, date: string, content: string, shortTitle?: string) => ({
  title: `PETITIONER ${serial} vs. RESPONDENT`,
  documentType: 'Supreme Court Decision',
  citation: `G.R. No. ${serial}, ${date}`,
  dateDecided: date,
  content,
  shortTitle,
});

describe('admin citator', () => {
  let t: TestApp;
  let admin: TestAccount;
  const docs: Record<string, { id: string; slug: string }> = {};

  beforeAll(async () => {
    t = await createTestApp();
    admin = await addAccount(t.db, { role: 'admin', firstName: 'Ada' });
    const add = async (name: string, input: Parameters<typeof upsertDocument>[1]) => {
      const { id, slug } = await upsertDocument(t.db, input);
      docs[name] = { id, slug };
    };
    await add('tanada', decision('L-63915', '1985-04-24', 'Publication is required.', 'Tañada v. Tuvera'));
    await add('lim', decision('L-70001', '1985-05-02', 'A dispute between brothers.', 'Lim v. Lim'));
    await add('cruz', decision('L-70002', '1985-05-03', 'Another case of that month.', 'Cruz v. Reyes'));
    await add('civilCode', {
      title: 'AN ACT TO ORDAIN THE CIVIL CODE',
      documentType: 'Republic Act',
      citation: 'Republic Act No. 386',
      dateEnacted: '1949-06-18',
      content: 'The Civil Code.',
    });
    // One parallel citation: 136 SCRA 27 is Tañada on the word of a single citing document (thin).
    await add(
      'parallel',
      decision(
        '80001',
        '1990-01-10',
        'As held in Tañada v. Tuvera, G.R. No. L-63915, April 24, 1985, 136 SCRA 27. See Republic Act No. 386 and Republic Act No. 9999.',
      ),
    );
    await add(
      'pageOnly',
      decision('80002', '1991-02-11', 'Publication is required (136 SCRA 27). Republic Act No. 9999.'),
    );
    // Two texts print 136 SCRA 150 beside different dockets: a conflict; a third cites the page alone.
    await add(
      'conflictA',
      decision('80004', '1993-04-13', 'See Cruz v. Reyes, G.R. No. L-70002, May 3, 1985, 136 SCRA 150.'),
    );
    await add(
      'conflictB',
      decision('80005', '1993-05-14', 'See Lim v. Lim, G.R. No. L-70001, May 2, 1985, 136 SCRA 150.'),
    );
    await add('conflictPage', decision('80006', '1994-06-15', 'Compare 136 SCRA 150.'));
    await buildCrosswalk(t.db);
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: admin.headers });
  const pages = async (query = '') => {
    const response = await get(`/api/admin/citator/pages${query}`);
    expect(response.statusCode).toBe(200);
    return reportPagesResponse.parse(response.json()).data;
  };
  const decide = (key: string, body: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/citator/pages/${encodeURIComponent(key)}/decision`,
      headers: admin.headers,
      payload: body as object,
    });
  const citedBy = async (name: string) =>
    (await t.db.query<{ n: number }>('SELECT document_cited_by($1) AS n', [docs[name]!.id])).rows[0]!.n;
  const fieldOf = (response: { json(): { errors?: Array<{ field: string }> } }) => response.json().errors?.[0]?.field;

  it('lists the conflict first, then the thin mapping, each with its evidence and linked citing documents', async () => {
    const list = await pages();
    expect(list.counts).toEqual({ conflicts: 1, thin: 1, decided: 0 });
    expect(list.total).toBe(2);
    const [conflict, thin] = list.pages;
    expect(conflict).toMatchObject({
      key: 'scra:136-150',
      citation: '136 SCRA 150',
      state: 'conflict',
      document: null,
      dissent: 2,
      decision: null,
    });
    expect(
      conflict!.evidence.map((item) => ({
        method: item.method,
        candidates: item.candidates.map((ref) => ref.heading),
        support: item.support,
        citing: item.citing.map((ref) => ref.linkId),
      })),
    ).toEqual(
      expect.arrayContaining([
        { method: 'parallel', candidates: ['Cruz v. Reyes'], support: 1, citing: [docs.conflictA!.slug] },
        { method: 'parallel', candidates: ['Lim v. Lim'], support: 1, citing: [docs.conflictB!.slug] },
      ]),
    );
    expect(thin).toMatchObject({
      key: 'scra:136-27',
      citation: '136 SCRA 27',
      state: 'mapped',
      method: 'parallel',
      support: 1,
      document: { id: docs.tanada!.id, linkId: docs.tanada!.slug, heading: 'Tañada v. Tuvera' },
    });
  });

  it('filters by conflicts, thin evidence and series, and pages', async () => {
    expect((await pages('?filter=conflicts')).pages.map((page) => page.key)).toEqual(['scra:136-150']);
    expect((await pages('?filter=thin')).pages.map((page) => page.key)).toEqual(['scra:136-27']);
    expect((await pages('?series=PHIL')).total).toBe(0);
    expect((await pages('?series=SCRA&volume=136')).total).toBe(2);
    const second = await pages('?limit=1&page=2');
    expect({ keys: second.pages.map((page) => page.key), total: second.total }).toEqual({
      keys: ['scra:136-27'],
      total: 2,
    });
  });

  it.each([
    ['?filter=everything', 'filter'],
    ['?series=SCRAP', 'series'],
    ['?volume=abc', 'volume'],
    ['?limit=1000', 'limit'],
  ])('refuses %s naming the field', async (query, field) => {
    const response = await get(`/api/admin/citator/pages${query}`);
    expect(response.statusCode).toBe(400);
    expect(fieldOf(response)).toBe(field);
  });

  it('refuses a bad decision naming the field, and an unknown page with 404', async () => {
    const cases: Array<[string, unknown, number, string | undefined]> = [
      ['scra:136-150', { action: 'change' }, 400, 'documentId'],
      ['scra:136-150', { action: 'change', documentId: docs.cruz!.id, slug: docs.cruz!.slug }, 400, 'slug'],
      ['scra:136-150', { action: 'remove', documentId: docs.cruz!.id }, 400, 'documentId'],
      ['scra:136-150', { action: 'maybe' }, 400, 'action'],
      ['scra:136-150', { action: 'change', documentId: 'nope' }, 400, 'documentId'],
      // A statute is no decision; an address nothing has.
      ['scra:136-150', { action: 'change', documentId: docs.civilCode!.id }, 400, 'documentId'],
      ['scra:136-150', { action: 'change', slug: 'no-such-document' }, 400, 'slug'],
      ['nonsense', { action: 'remove' }, 400, 'key'],
      // A conflict has no mapping to confirm.
      ['scra:136-150', { action: 'confirm' }, 409, 'action'],
    ];
    for (const [key, body, status, field] of cases) {
      const response = await decide(key, body);
      expect({ key, body, status: response.statusCode, field: fieldOf(response) }).toEqual({
        key,
        body,
        status,
        field,
      });
    }
    const unknown = await decide('scra:1-1', { action: 'remove' });
    expect(unknown.statusCode).toBe(404);
    expect(await auditRows(t.db, 'scra:136-150')).toEqual([]);
  });

  it('maps a conflict by slug, then changes it by id: the citator follows each time, and each is audited', async () => {
    expect([await citedBy('cruz'), await citedBy('lim')]).toEqual([1, 1]);
    const toCruz = await decide('scra:136-150', { action: 'change', slug: docs.cruz!.slug });
    expect(toCruz.statusCode).toBe(200);
    expect(reportPageDecisionResponse.parse(toCruz.json()).data).toMatchObject({
      before: null,
      after: docs.cruz!.id,
      page: { state: 'mapped', method: 'admin', decision: { kind: 'changed', by: 'Ada admin' } },
    });
    // Every text citing the page now cites Cruz v. Reyes through it: conflictPage (the page alone) and conflictB
    // (whose docket names Lim v. Lim, and still counts for it).
    expect([await citedBy('cruz'), await citedBy('lim')]).toEqual([3, 1]);

    const toLim = await decide('scra:136-150', { action: 'change', documentId: docs.lim!.id });
    expect(toLim.statusCode).toBe(200);
    expect([await citedBy('cruz'), await citedBy('lim')]).toEqual([1, 3]);

    const audit = await t.db.query<{ action: string; actor_user_id: string; changes: unknown; details: unknown }>(
      `SELECT action, actor_user_id, changes, details FROM audit_log WHERE target_id = 'scra:136-150' ORDER BY id`,
    );
    expect(audit.rows).toEqual([
      {
        action: 'citator.page.change',
        actor_user_id: admin.id,
        changes: [{ field: 'decision', before: null, after: 'Cruz v. Reyes' }],
        details: { name: '136 SCRA 150', before: null, after: docs.cruz!.id },
      },
      {
        action: 'citator.page.change',
        actor_user_id: admin.id,
        changes: [{ field: 'decision', before: 'Cruz v. Reyes', after: 'Lim v. Lim' }],
        details: { name: '136 SCRA 150', before: docs.cruz!.id, after: docs.lim!.id },
      },
    ]);
    const list = await pages();
    expect(list.counts).toEqual({ conflicts: 0, thin: 1, decided: 1 });
    expect((await pages('?filter=decided')).pages.map((page) => page.key)).toEqual(['scra:136-150']);
  });

  it('confirms a thin mapping, then removes it: the counts follow, and the decision outlives a rebuild', async () => {
    const confirmed = await decide('scra:136-27', { action: 'confirm' });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data.page.decision.kind).toBe('confirmed');
    expect((await pages('?filter=thin')).total).toBe(0);
    expect(await citedBy('tanada')).toBe(2);

    const removed = await decide('scra:136-27', { action: 'remove' });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data).toMatchObject({ before: docs.tanada!.id, after: null, page: { state: 'unmapped' } });
    // The parallel citation still names Tañada by docket; the page alone no longer does.
    expect(await citedBy('tanada')).toBe(1);
    expect((await auditRows(t.db, 'scra:136-27')).map((row) => row.action)).toEqual([
      'citator.page.confirm',
      'citator.page.remove',
    ]);

    await buildCrosswalk(t.db);
    const decided = await pages('?filter=decided');
    expect(decided.pages.map(({ key, state, document }) => ({ key, state, document: document?.id ?? null }))).toEqual(
      expect.arrayContaining([
        { key: 'scra:136-27', state: 'unmapped', document: null },
        { key: 'scra:136-150', state: 'mapped', document: docs.lim!.id },
      ]),
    );
    expect([await citedBy('tanada'), await citedBy('lim')]).toEqual([1, 3]);
  });

  it('finds decisions to map a page to, and only decisions', async () => {
    const response = await get('/api/admin/citator/decisions?q=Cruz%20v.%20Reyes');
    expect(response.statusCode).toBe(200);
    const { decisions } = decisionSearchResponse.parse(response.json()).data;
    expect(decisions[0]).toMatchObject({ id: docs.cruz!.id, linkId: docs.cruz!.slug, heading: 'Cruz v. Reyes' });
    const statute = await get('/api/admin/citator/decisions?q=Republic%20Act%20No.%20386');
    expect(statute.json().data.decisions.map((ref: { id: string }) => ref.id)).not.toContain(docs.civilCode!.id);
    const short = await get('/api/admin/citator/decisions?q=a');
    expect(short.statusCode).toBe(400);
    expect(fieldOf(short)).toBe('q');
  });

  it('tells the share of citations that resolve by form, and the most-cited missing documents', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/citator/health/refresh',
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    const health = libraryHealthResponse.parse(response.json()).data;
    const form = (name: string) => health.byForm.find((item) => item.form === name);
    // RA 386 resolves, RA 9999 (cited twice) does not.
    expect(form('statute')).toMatchObject({ label: 'Statutes and issuances', citations: 3, resolved: 1 });
    // 136 SCRA 27 (two texts; removed, so it resolves nowhere) and 136 SCRA 150 (three texts, mapped to Lim).
    expect(form('scra')).toMatchObject({ label: 'SCRA', citations: 5, resolved: 3 });
    expect(form('gr')!.resolved).toBeGreaterThan(0);
    // Most cited first: the page nobody maps now, and the law the library lacks.
    expect(health.missing).toEqual([
      { form: 'scra', canonical: '136 SCRA 27', citing: 2 },
      { form: 'statute', canonical: 'Republic Act No. 9999', citing: 2 },
    ]);

    const stored = await get('/api/admin/citator/health');
    expect(libraryHealthResponse.parse(stored.json()).data.computedAt).toBe(health.computedAt);
  });
});
