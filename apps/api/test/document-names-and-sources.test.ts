/**
 * What a document says about its name and origin: the short title as its heading with the full title beside it,
 * the citation a brief uses, every copy it was made from, and a document whose text is only at the publisher's.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, upsertDocument } from '@batas/db';
import { createTestApp } from './helpers.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

describe('document names and sources', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    const first = await upsertDocument(t.db, {
      title: 'LORENZO M. TAÑADA, ABRAHAM F. SARMIENTO, petitioners, vs. HON. JUAN C. TUVERA, respondents.',
      shortTitle: 'Tañada v. Tuvera',
      documentType: 'Supreme Court Decision',
      citation: 'G.R. No. L-63915',
      dateDecided: '1985-04-24',
      content: 'Invoking the people’s right to be informed on matters of public concern …',
      sourceName: 'LawPhil',
    });
    // A second copy of the same decision, from another publisher.
    await t.db.query(
      `INSERT INTO document_sources (document_id, source_name, source_url) VALUES ($1, 'Supreme Court E-Library', 'https://elibrary.example/tanada')`,
      [first.id],
    );
    await upsertDocument(t.db, {
      title: 'PROCLAIMING A SPECIAL NON-WORKING DAY',
      documentType: 'Presidential Proclamation',
      citation: 'Proclamation No. 1234',
      dateEnacted: '2016-03-01',
      textAtSource: true,
      sourceName: 'Official Gazette',
      sourceUrl: 'https://www.officialgazette.gov.ph/2016/03/01/proclamation-no-1234/',
      pdfUrl: 'https://www.officialgazette.gov.ph/downloads/2016/03mar/20160301-PROC-1234.pdf',
    });
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  /**
   * A LawPhil copy as an install before `migration` left it (the collection's file, no address), brought up to date
   * by that migration; the document as the viewer then gets it.
   */
  const viewAfterMigration = async (document: { id: string; slug: string }, path: string, migration: string) => {
    await t.db.query(
      `INSERT INTO document_sources (document_id, source_name, collection, path) VALUES ($1, 'LawPhil', 'lawphil', $2)`,
      [document.id, path],
    );
    await t.db.query(readFileSync(join(MIGRATIONS_DIR, migration), 'utf8'));
    return (await get(`/api/documents/resolve/${document.slug}`)).json().data.document;
  };

  it('heads a decision with its short name, keeps its caption, and offers the citation a brief uses', async () => {
    const response = await get('/api/documents/resolve/GR-L-63915-1985-04-24');
    expect(response.statusCode).toBe(200);
    const doc = response.json().data.document;
    expect(doc).toMatchObject({
      heading: 'Tañada v. Tuvera',
      shortTitle: 'Tañada v. Tuvera',
      fullTitle: expect.stringMatching(
        /^Lorenzo M. Tañada, Abraham F. Sarmiento, petitioners, vs. Hon. Juan C. Tuvera/i,
      ),
      citeAs: 'Tañada v. Tuvera, G.R. No. L-63915, April 24, 1985',
      textAtSource: false,
      sources: [
        { sourceName: 'LawPhil', sourceUrl: null, pdfUrl: null },
        { sourceName: 'Supreme Court E-Library', sourceUrl: 'https://elibrary.example/tanada', pdfUrl: null },
      ],
    });
  });

  it('links an older LawPhil decision to the month listing it was gathered from, also for copies installed before', async () => {
    const decision = await upsertDocument(t.db, {
      title: 'THE UNITED STATES, plaintiff-appellee, vs. ONG CHIAT LAY, defendant-appellant.',
      documentType: 'Supreme Court Decision',
      citation: 'G.R. No. L-1176',
      dateDecided: '1904-02-13',
      content: 'The defendant was charged with the crime of estafa …',
      sourceName: 'LawPhil',
    });
    const view = await viewAfterMigration(
      decision,
      'Data/Jurisprudence/1904/February/G.R. No. L-1176.csv',
      '0121_lawphil_listing_provenance.sql',
    );
    expect(view.sourceName).toBe('LawPhil');
    expect(view.sourceUrl).toBe('https://lawphil.net/judjuris/juri1904/feb1904/feb1904.html');
  });

  it('links a LawPhil law with no date of approval to the list of its kind', async () => {
    const act = await upsertDocument(t.db, {
      title: 'AN ACT AMENDING THE ADMINISTRATIVE CODE',
      documentType: 'Act',
      citation: 'Act No. 2711',
      content: 'Be it enacted by the Senate and House of Representatives …',
      sourceName: 'LawPhil',
    });
    const view = await viewAfterMigration(
      act,
      'Data/Statutes/Acts/ACT No. 2711.csv',
      '0122_lawphil_statute_listing.sql',
    );
    expect(view.sourceUrl).toBe('https://lawphil.net/statutes/acts/acts.html');
  });

  it('lists the short name on search cards, with the full title beside it', async () => {
    const response = await get('/api/documents?search=Tuvera');
    const [card] = response.json().data.documents;
    expect(card).toMatchObject({ heading: 'Tañada v. Tuvera', shortTitle: 'Tañada v. Tuvera', textAtSource: false });
    expect(card.fullTitle).toMatch(/Tuvera/i);
  });

  it('marks a document whose text is at the source, with its PDF and page', async () => {
    const response = await get('/api/documents?search=Proclamation%20No.%201234');
    const [card] = response.json().data.documents;
    expect(card).toMatchObject({ textAtSource: true, citation: 'Proclamation No. 1234' });
    const view = (await get(`/api/documents/resolve/${card.slug}`)).json().data.document;
    expect(view).toMatchObject({
      textAtSource: true,
      content: null,
      pdfUrl: 'https://www.officialgazette.gov.ph/downloads/2016/03mar/20160301-PROC-1234.pdf',
      sourceUrl: 'https://www.officialgazette.gov.ph/2016/03/01/proclamation-no-1234/',
      citeAs: 'Proclamation No. 1234, s. 2016',
    });
  });
});
