import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catchUpCitations } from '../../src/citator/index.ts';
import { deleteDocumentById } from '../../src/documents/delete-document.ts';
import { upsertDocument, upsertDocuments, type DocumentInput } from '../../src/documents/index.ts';
import { updateDocumentById } from '../../src/documents/update-document-by-id.ts';
import { openTestDatabase, type TestDatabase } from '../../src/test/open-test-database.ts';

// Every test works on its own docket numbers, so the tests share one database without seeing each other's edges.
const decision = (serial: string, date: string, content: string, extra: Partial<DocumentInput> = {}) => ({
  title: `PETITIONER ${serial} vs. RESPONDENT`,
  documentType: 'Supreme Court Decision',
  citation: `G.R. No. ${serial}, ${date}`,
  dateDecided: date,
  content,
  ...extra,
});
const statute = (number: string, content: string) => ({
  title: `AN ACT NUMBERED ${number}`,
  documentType: 'Republic Act',
  citation: `Republic Act No. ${number}`,
  dateEnacted: '2001-01-01',
  content,
});

describe('the citator', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(async () => {
    await db?.close();
  });

  const cites = async (id: string) =>
    (
      await db.query<{ canonical: string; cited_slug: string | null }>(
        `SELECT c.canonical, d.slug AS cited_slug FROM document_citations c LEFT JOIN documents d ON d.id = c.cited_id
         WHERE c.citing_id = $1 ORDER BY c.position`,
        [id],
      )
    ).rows;
  const count = async (id: string) =>
    (await db.query<{ n: number }>('SELECT document_cited_by($1) AS n', [id])).rows[0]!.n;

  it('records each distinct citation once, resolves the ones the library holds, and never a self-citation', async () => {
    const cited = await upsertDocument(db, decision('700001', '2001-03-01', 'Facts.'));
    const citing = await upsertDocument(
      db,
      decision(
        '700002',
        '2002-05-05',
        'This is G.R. No. 700002. As held in G.R. No. 700001, March 1, 2001, and again in G.R. No. 700001, ' +
          'March 1, 2001, the rule stands; compare Republic Act No. 12999.',
      ),
    );
    expect(await cites(citing.id)).toEqual([
      { canonical: 'G.R. No. 700001, March 1, 2001', cited_slug: cited.slug },
      { canonical: 'Republic Act No. 12999', cited_slug: null },
    ]);
    expect(await count(cited.id)).toBe(1);
    expect(await count(citing.id)).toBe(0);
  });

  it('back-fills: a document stored after the documents citing it is linked at once, with exact counts', async () => {
    const first = await upsertDocument(db, decision('710001', '2010-01-01', 'See Republic Act No. 12100.'));
    const second = await upsertDocument(db, decision('710002', '2011-01-01', 'Under R.A. 12100 and RA No. 12100.'));
    expect((await cites(first.id))[0]!.cited_slug).toBeNull();

    const law = await upsertDocument(db, statute('12100', 'The law itself.'));
    expect((await cites(first.id))[0]!.cited_slug).toBe(law.slug);
    expect((await cites(second.id))[0]!.cited_slug).toBe(law.slug);
    expect(await count(law.id)).toBe(2);
  });

  it('back-fills a consolidated case cited by several numbers, whichever of them the arriving decision bears', async () => {
    // The first number is found through the citation row's own index, the later ones through the key table.
    const first = await upsertDocument(
      db,
      decision('715009', '2004-01-01', 'In G.R. Nos. 715001 & 715002, March 3, 2003, the Court held so.'),
    );
    const second = await upsertDocument(
      db,
      decision('715008', '2004-02-02', 'Compare G.R. Nos. 715003 & 715004, April 4, 2003.'),
    );
    expect((await cites(first.id))[0]!.cited_slug).toBeNull();

    const byLaterNumber = await upsertDocument(db, decision('715002', '2003-03-03', 'Consolidated.'));
    const byFirstNumber = await upsertDocument(db, decision('715003', '2003-04-04', 'Consolidated.'));
    expect((await cites(first.id))[0]!.cited_slug).toBe(byLaterNumber.slug);
    expect((await cites(second.id))[0]!.cited_slug).toBe(byFirstNumber.slug);
    expect(await count(byLaterNumber.id)).toBe(1);
    expect(await count(byFirstNumber.id)).toBe(1);
  });

  it('an edit that removes a citation, or changes a number, moves the edges and the counts', async () => {
    const law = await upsertDocument(db, statute('12200', 'Text.'));
    const other = await upsertDocument(db, statute('12201', 'Text.'));
    const citing = await upsertDocument(db, decision('720001', '2012-01-01', 'Applying Republic Act No. 12200.'));
    expect(await count(law.id)).toBe(1);

    await updateDocumentById(db, citing.id, { content: 'Applying Republic Act No. 12201 instead.' });
    expect(await count(law.id)).toBe(0);
    expect(await count(other.id)).toBe(1);

    // The cited law's own number changes: the citation of 12201 no longer names it.
    await updateDocumentById(db, other.id, { citation: 'Republic Act No. 12202' });
    expect(await count(other.id)).toBe(0);
    expect((await cites(citing.id))[0]!.cited_slug).toBeNull();
  });

  it('a delete unlinks the citations of the deleted document and settles those that were undecided', async () => {
    // Two decisions share a number; an undated citation of it names neither until one of them is gone.
    const early = await upsertDocument(db, decision('730001', '1990-01-01', 'First.'));
    const late = await upsertDocument(db, decision('730001', '1995-06-06', 'Second.'));
    const citing = await upsertDocument(db, decision('730009', '2000-01-01', 'Following G.R. No. 730001.'));
    expect((await cites(citing.id))[0]!.cited_slug).toBeNull();

    await db.transaction((tx) => deleteDocumentById(tx, early.id));
    expect((await cites(citing.id))[0]!.cited_slug).toBe(late.slug);
    expect(await count(late.id)).toBe(1);

    await db.transaction((tx) => deleteDocumentById(tx, citing.id));
    expect(await count(late.id)).toBe(0);
  });

  it('applies the one-day date tolerance and never guesses', async () => {
    const cited = await upsertDocument(db, decision('740001', '2005-07-10', 'Text.'));
    const near = await upsertDocument(db, decision('740002', '2006-01-01', 'In G.R. No. 740001, July 11, 2005.'));
    const far = await upsertDocument(db, decision('740003', '2006-01-01', 'In G.R. No. 740001, July 20, 2005.'));
    expect((await cites(near.id))[0]!.cited_slug).toBe(cited.slug);
    expect((await cites(far.id))[0]!.cited_slug).toBeNull();
  });

  it('resolves an executive order only by its year or date, and never to a document issued after the citing one', async () => {
    const order = await upsertDocument(db, {
      title: 'REORGANIZING AN OFFICE',
      documentType: 'Executive Order',
      citation: 'Executive Order No. 913, s. 1983',
      dateEnacted: '1983-10-07',
      content: 'Text.',
    });
    const undated = await upsertDocument(db, decision('780001', '1999-01-01', 'Under Executive Order No. 913.'));
    const dated = await upsertDocument(db, decision('780002', '1999-01-02', 'Under Executive Order No. 913, s. 1983.'));
    expect((await cites(undated.id))[0]!.cited_slug).toBeNull();
    expect((await cites(dated.id))[0]!.cited_slug).toBe(order.slug);

    const earlier = await upsertDocument(db, decision('780003', '1950-06-06', 'Citing G.R. No. 780002 by mistake.'));
    expect((await cites(earlier.id))[0]!.cited_slug).toBeNull();
  });

  it('stores a text citing thousands of things, and the bulk path records citations too', async () => {
    const text = Array.from({ length: 5000 }, (_, i) => `Republic Act No. ${1 + i}`).join('; ');
    const [result] = await upsertDocuments(db, [decision('750001', '2015-01-01', text)]);
    expect(result!.status).toBe('inserted');
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM document_citations c JOIN documents d ON d.id = c.citing_id WHERE d.slug = $1`,
      [(result as { slug: string }).slug],
    );
    expect(rows[0]!.n).toBe(5000);
  });

  it('catches up documents stored before the citator read them', async () => {
    const law = await upsertDocument(db, statute('12300', 'Text.'));
    const citing = await upsertDocument(db, decision('770001', '2016-01-01', 'Under Republic Act No. 12300.'));
    await db.query('DELETE FROM document_citations WHERE citing_id = $1', [citing.id]);
    // As migration 0015 leaves a document stored before the citator: counted by nobody, read by no version.
    await db.query('DELETE FROM document_counters WHERE document_id = ANY($1::uuid[])', [[law.id, citing.id]]);

    expect(await catchUpCitations(db)).toBe(2);
    expect((await cites(citing.id))[0]!.cited_slug).toBe(law.slug);
    expect(await count(law.id)).toBe(1);
    expect(await catchUpCitations(db)).toBe(0);
    // Read by an older extractor: read again (a counters row alone does not make a document current).
    await db.query('UPDATE document_counters SET citations_version = 0 WHERE document_id = $1', [citing.id]);
    expect(await catchUpCitations(db)).toBe(1);
    expect(await catchUpCitations(db)).toBe(0);
  });

  it("keeps each citation row's citing date and type equal to its document's, whoever updates the document", async () => {
    await upsertDocument(db, decision('700901', '2003-03-03', 'Facts.'));
    const citing = await upsertDocument(db, decision('700902', '2004-04-04', 'See G.R. No. 700901, March 3, 2003.'));
    const citingColumns = async () =>
      (
        await db.query<{ citing_date: string; citing_type: string }>(
          'SELECT citing_date::text, citing_type FROM document_citations WHERE citing_id = $1',
          [citing.id],
        )
      ).rows;
    expect(await citingColumns()).toEqual([{ citing_date: '2004-04-04', citing_type: 'Supreme Court Decision' }]);
    // A direct update, outside the citator (migration 0058's trigger keeps the rows in step).
    await db.query(`UPDATE documents SET date_decided = '2006-06-06', document_type = 'Decision' WHERE id = $1`, [
      citing.id,
    ]);
    expect(await citingColumns()).toEqual([{ citing_date: '2006-06-06', citing_type: 'Decision' }]);
  });

  it('a recount does not mark a document as read: one read by an older extractor stays due for catch-up', async () => {
    const version = async (id: string) =>
      (
        await db.query<{ v: number }>('SELECT citations_version AS v FROM document_counters WHERE document_id = $1', [
          id,
        ])
      ).rows[0]!.v;
    const law = await upsertDocument(db, statute('12400', 'Text.'));
    const current = await version(law.id);
    await db.query('UPDATE document_counters SET citations_version = 0 WHERE document_id = $1', [law.id]);

    // A new decision citing the law recounts the law's cited-by, and must leave its version alone.
    await upsertDocument(db, decision('790001', '2017-01-01', 'Under Republic Act No. 12400.'));
    expect(await count(law.id)).toBe(1);
    expect(await version(law.id)).toBe(0);
    expect(await catchUpCitations(db)).toBe(1);
    expect(await version(law.id)).toBe(current);
  });
});
