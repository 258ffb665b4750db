/**
 * The report crosswalk on a small library: report pages learned from parallel citations and from case names
 * within a volume's dates, conflicts left unmapped, an administrator's decision kept across rebuilds, and the
 * citator's lists and counts following every change.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCrosswalk, decideReportPage } from '../../src/citator/index.ts';
import { upsertDocument, type DocumentInput } from '../../src/documents/index.ts';
import { openTestDatabase, type TestDatabase } from '../../src/test/open-test-database.ts';

const decision = (serial: string, date: string, content: string, extra: Partial<DocumentInput> = {}) => ({
  title: `PETITIONER ${serial} vs. RESPONDENT`,
  documentType: 'Supreme Court Decision',
  citation: `G.R. No. ${serial}, ${date}`,
  dateDecided: date,
  content,
  ...extra,
});

describe('report crosswalk', () => {
  let db: TestDatabase;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    db = await openTestDatabase();
    const add = async (name: string, input: DocumentInput) => (ids[name] = (await upsertDocument(db, input)).id);
    await add(
      'tanada',
      decision('L-63915', '1985-04-24', 'Invoking the people’s right to be informed …', {
        shortTitle: 'Tañada v. Tuvera',
      }),
    );
    await add('lim', decision('L-70001', '1985-05-02', 'A dispute between brothers …', { shortTitle: 'Lim v. Lim' }));
    await add(
      'other',
      decision('L-70002', '1985-05-03', 'Another case of that month.', { shortTitle: 'Cruz v. Reyes' }),
    );
    // Parallel citation: the docket and the page together.
    await add(
      'parallel',
      decision(
        '80001',
        '1990-01-10',
        'As held in Tañada v. Tuvera, G.R. No. L-63915, April 24, 1985, 136 SCRA 27, laws must be published.',
      ),
    );
    // The page alone, twice in one text and with a pin cite: one citing document.
    await add(
      'pageOnly',
      decision(
        '80002',
        '1991-02-11',
        'Publication is required (Tañada v. Tuvera, 136 SCRA 27). See again 136 SCRA 27, 35.',
      ),
    );
    // A case name, within the volume's dates, names the page it cites.
    await add('byName', decision('80003', '1992-03-12', 'The rule in Lim v. Lim, 136 SCRA 99, applies here.'));
    // Two decisions print the same page beside different dockets: a conflict.
    await add(
      'conflictA',
      decision('80004', '1993-04-13', 'See Cruz v. Reyes, G.R. No. L-70002, May 3, 1985, 136 SCRA 150.'),
    );
    await add(
      'conflictB',
      decision('80005', '1993-05-14', 'See Lim v. Lim, G.R. No. L-70001, May 2, 1985, 136 SCRA 150.'),
    );
    await add('conflictPage', decision('80006', '1994-06-15', 'Compare 136 SCRA 150.'));
  });
  afterAll(async () => {
    await db?.close();
  });

  const citedBy = async (name: string) =>
    (await db.query<{ n: number }>('SELECT document_cited_by($1) AS n', [ids[name]])).rows[0]!.n;
  const target = async (citing: string, canonical: string) =>
    (
      await db.query<{ cited_id: string | null }>(
        'SELECT cited_id FROM document_citations WHERE citing_id = $1 AND canonical = $2',
        [ids[citing], canonical],
      )
    ).rows[0]?.cited_id ?? null;
  const page = async (key: string) =>
    (
      await db.query<{ state: string; method: string | null; document_id: string | null; support: number }>(
        'SELECT state, method, document_id, support FROM report_pages WHERE key = $1',
        [key],
      )
    ).rows[0];

  it('before the crosswalk, a page alone names nothing', async () => {
    expect(await target('pageOnly', '136 SCRA 27')).toBeNull();
    expect(await citedBy('tanada')).toBe(1);
  });

  it('learns pages from parallel citations and from names, and the citator follows', async () => {
    const summary = await buildCrosswalk(db);
    expect(summary).toMatchObject({ mapped: { parallel: 1, name: 1, admin: 0 }, conflicts: 1 });
    expect(await page('scra:136-27')).toEqual({
      state: 'mapped',
      method: 'parallel',
      document_id: ids.tanada,
      support: 1,
    });
    expect(await page('scra:136-99')).toEqual({ state: 'mapped', method: 'name', document_id: ids.lim, support: 1 });
    expect(await page('scra:136-150')).toMatchObject({ state: 'conflict', document_id: null });
    expect(await target('pageOnly', '136 SCRA 27')).toBe(ids.tanada);
    expect(await target('byName', '136 SCRA 99')).toBe(ids.lim);
    expect(await target('conflictPage', '136 SCRA 150')).toBeNull();
    // Cited by docket (parallel) and by page (pageOnly): two documents, each counted once.
    expect(await citedBy('tanada')).toBe(2);
    expect(await citedBy('lim')).toBe(2);
  });

  it('keeps the context of each citation, the citation marked', async () => {
    const { rows } = await db.query<{ context: string; context_start: number; context_end: number }>(
      `SELECT context, context_start, context_end FROM document_citations WHERE citing_id = $1 AND canonical = '136 SCRA 27'`,
      [ids.pageOnly],
    );
    const [row] = rows;
    expect(row!.context.slice(row!.context_start, row!.context_end)).toBe('136 SCRA 27');
    expect(row!.context).toMatch(/^Publication is required \(Tañada v. Tuvera, 136 SCRA 27\)\./);
  });

  it('a second build changes nothing', async () => {
    const summary = await buildCrosswalk(db);
    expect(summary.changed).toBe(0);
  });

  it("an administrator's decision stands through rebuilds, and the counts follow it", async () => {
    await decideReportPage(db, 'scra:136-27', { action: 'remove' }, null);
    expect(await target('pageOnly', '136 SCRA 27')).toBeNull();
    expect(await citedBy('tanada')).toBe(1);
    await buildCrosswalk(db);
    expect(await page('scra:136-27')).toMatchObject({ state: 'unmapped', document_id: null });
    expect(await citedBy('tanada')).toBe(1);

    await decideReportPage(db, 'scra:136-150', { action: 'change', documentId: ids.other! }, null);
    expect(await target('conflictPage', '136 SCRA 150')).toBe(ids.other);
    await buildCrosswalk(db);
    expect(await page('scra:136-150')).toMatchObject({ state: 'mapped', method: 'admin', document_id: ids.other });
  });
});
