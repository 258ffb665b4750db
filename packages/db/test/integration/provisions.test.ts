import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteDocumentById } from '../../src/documents/delete-document.ts';
import { upsertDocument, upsertDocuments } from '../../src/documents/index.ts';
import { updateDocumentById } from '../../src/documents/update-document-by-id.ts';
import { catchUpProvisions } from '../../src/provisions/index.ts';
import { openTestDatabase, type TestDatabase } from '../../src/test/open-test-database.ts';

// Three articles in the Revised Penal Code's own words and layout: the chapter printed under the article before it.
const PENAL = [
  'Article 307. Aiding and abetting a band of brigands. -Any person knowingly and in any manner aiding a band of brigands shall be punished by prision correccional.',
  'It shall be presumed that the person performing any of the acts provided in this article has performed them knowingly.\nCHAPTER THREE\nTHEFT',
  "Article 308. Who are liable for theft. -Theft is committed by any person who, with intent to gain, shall take personal property of another without the latter's consent.",
  'Article 310. Qualified theft. -The crime of theft shall be punished by the penalties next higher by two degrees.',
].join('\n\n');

const penalCode = (number: string, content = PENAL) => ({
  title: `AN ACT REVISING THE PENAL CODE NUMBERED ${number}`,
  documentType: 'Act',
  citation: `Act No. ${number}`,
  dateEnacted: '1930-12-08',
  content,
});

describe('the provisions index', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(async () => {
    await db?.close();
  });

  const provisions = async (id: string) =>
    (
      await db.query<{ anchor: string; label: string; heading: string | null; topics: string; passage: string }>(
        'SELECT anchor, label, heading, topics, passage FROM document_provisions WHERE document_id = $1 ORDER BY position',
        [id],
      )
    ).rows;

  it("stores a law's provisions on the write path, with the anchors its page has and what each heads", async () => {
    const law = await upsertDocument(db, penalCode('93815'));
    expect(await provisions(law.id)).toEqual([
      {
        anchor: 'art-307',
        label: 'Art. 307',
        heading: 'Aiding and abetting a band of brigands',
        topics: '',
        passage: expect.stringMatching(/^Any person knowingly/),
      },
      {
        anchor: 'art-308',
        label: 'Art. 308',
        heading: 'Who are liable for theft',
        topics: 'THEFT',
        passage: expect.stringMatching(/^Theft is committed by any person who, with intent to gain/),
      },
      expect.objectContaining({ anchor: 'art-310', heading: 'Qualified theft', topics: '' }),
    ]);
  });

  it('replaces them when the text changes, indexes none for a decision, and drops them with the document', async () => {
    const law = await upsertDocument(db, penalCode('93816'));
    await updateDocumentById(db, law.id, { content: PENAL.slice(0, PENAL.indexOf('Article 310.')) });
    expect((await provisions(law.id)).map((row) => row.anchor)).toEqual(['art-307', 'art-308']);

    const [decision] = await upsertDocuments(db, [
      { ...penalCode('93817'), documentType: 'Supreme Court Decision', citation: 'G.R. No. 93817, May 5, 2005' },
    ]);
    expect(await provisions((decision as { id: string }).id)).toEqual([]);

    await deleteDocumentById(db, law.id);
    expect(await provisions(law.id)).toEqual([]);
  });

  it('reads the laws stored before the index existed, once, and again after the reader changes', async () => {
    const law = await upsertDocument(db, penalCode('93818'));
    // As a database migrated to 0101 holds a law stored before: no rows, read by no version.
    await db.query('DELETE FROM document_provisions WHERE document_id = $1', [law.id]);
    await db.query('DELETE FROM document_provision_scans WHERE document_id = $1', [law.id]);

    expect(await catchUpProvisions(db)).toBe(1);
    expect((await provisions(law.id)).map((row) => row.anchor)).toEqual(['art-307', 'art-308', 'art-310']);
    expect(await catchUpProvisions(db)).toBe(0);
    await db.query('UPDATE document_provision_scans SET version = 0 WHERE document_id = $1', [law.id]);
    expect(await catchUpProvisions(db)).toBe(1);
  });
});
