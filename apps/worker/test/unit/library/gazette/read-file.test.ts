import { describe, expect, it } from 'vitest';
import { citationFromDocument, documentIdentityKey, parseCitation } from '@batas/shared';
import { readGazetteFile } from '../../../../src/library/gazette/index.ts';
import { recordOf } from './fixtures.ts';

const RAW = 'data/documents-raw/masterlist/raw_html';
const META = 'data/documents-raw/masterlist/metadata';
/** The fields citation identity is built from; the reader writes its dates as 'YYYY-MM-DD' text. */
const citationSource = (path: string) => {
  const { citation, documentType, title, dateEnacted } = recordOf(path).document;
  return { citation, documentType, title, dateEnacted: dateEnacted as string | null };
};
const identity = (path: string) => documentIdentityKey(citationSource(path));

describe('copies of one issuance read to one identity, so the installer merges them', () => {
  it('the two pages of RA 9262', () => {
    expect(identity(`${RAW}/republic-acts/gloria-macapagal-arroyo/republic-act-no-9262.html`)).toBe(
      'ra:9262:2004-03-08',
    );
    expect(identity(`${RAW}/republic-acts/gloria-macapagal-arroyo/republic-act-no-9262-s-2004.html`)).toBe(
      'ra:9262:2004-03-08',
    );
  });

  it('two pages of MC 29, s. 2002 posted under different dates, both signed 8 November 2002', () => {
    const paths = ['memorandum-circular-no-29-s-2002.html', 'memorandum-circular-no-29-s-2002-2.html'];
    expect(paths.map((name) => identity(`${RAW}/memorandum-circulars/gloria-macapagal-arroyo/${name}`))).toEqual([
      'mc:29:2002-11-08',
      'mc:29:2002-11-08',
    ]);
  });

  it('but three Administrative Orders No. 308 of three Presidents stay three', () => {
    const paths = [
      'carlos-p-garcia/administrative-order-no-308-s-1959.html',
      'ferdinand-e-marcos/administrative-order-no-308-s-1971.html',
      'fidel-v-ramos/administrative-order-no-308-s-1996.html',
    ];
    expect(paths.map((path) => identity(`${RAW}/administrative-orders/${path}`))).toEqual([
      'ao:308:1959-08-31',
      'ao:308:1971-08-31',
      'ao:308:1996-12-12',
    ]);
  });
});

describe('the Administrative Code of 1987', () => {
  const headPath = `${RAW}/executive-orders/corazon-c-aquino/executive-order-no-292-s-1987.html`;
  const head = recordOf(headPath);

  it("is named by 'E.O. No. 292, s. 1987'", () => {
    const asked = parseCitation('E.O. No. 292, s. 1987');
    const stored = citationFromDocument(citationSource(headPath));
    expect(asked.ok && [asked.citation.kind, asked.citation.primarySerial, asked.citation.year]).toEqual([
      stored?.kind,
      stored?.primarySerial,
      Number(stored?.date?.slice(0, 4)),
    ]);
    expect(head.part).toBeUndefined();
    expect(head.document.shortTitle).toBe('Administrative Code of 1987');
  });

  it('has parts that name it as their code, in the order of its books', () => {
    const parts = [
      'executive-order-no-292-book-viifinal-provisions-2.html',
      'executive-order-no-292-book-ivtitle-xichapter-2-department-proper.html',
      'executive-order-no-292-book-ichapter-1-the-national-territory.html',
      'executive-order-no-292-book-ivtitle-viiisubtitle-iii.html',
    ].map((name) => recordOf(`${RAW}/executive-orders/corazon-c-aquino/${name}`));
    for (const record of parts) {
      expect(record.part?.codeCitation).toBe(head.document.citation);
      expect(record.document.dateEnacted).toBe(head.document.dateEnacted);
    }
    const ordered = [...parts].sort((a, b) =>
      a.part!.order.join('.').localeCompare(b.part!.order.join('.'), 'en', { numeric: true }),
    );
    expect(ordered.map((record) => record.part!.headings[0])).toEqual([
      'Book I – Sovereignty and General Administration',
      'Book IV',
      'Book IV',
      'Book VII',
    ]);
  });
});

describe('readGazetteFile never throws', () => {
  const encode = (text: string) => new TextEncoder().encode(text);

  it.each([
    [`${RAW}/republic-acts/x/republic-act-no-1.html`, new Uint8Array()],
    [
      `${RAW}/republic-acts/x/republic-act-no-1.html`,
      encode('<html><body>Cloudflare: checking your browser</body></html>'),
    ],
    [`${RAW}/republic-acts/x/republic-act-no-1.html`, new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0x10])],
    [
      `${META}/republic-acts/x/republic-act-no-1.json`,
      encode('{"title": "Republic Act No. 1", "pdf_status": "failed"'),
    ],
    [`${META}/republic-acts/x/republic-act-no-1.json`, encode('["pdf_status"]')],
    [`${META}/republic-acts/x/republic-act-no-1.json`, encode('{"pdf_status": "failed"}')],
    ['data/documents-raw/masterlist/raw_html/speeches/x/speech.html', encode('<h1 class="entry-title">A speech</h1>')],
  ])('%s with bad bytes is skipped with a reason', (path, bytes) => {
    const result = readGazetteFile(path, bytes);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.skipped.length).toBeGreaterThan(10);
  });

  it('reads a metadata record with a page as a pointer to it', () => {
    const result = readGazetteFile(
      `${META}/republic-acts/x/republic-act-no-1.json`,
      encode('{"title": "Republic Act No. 1"}'),
    );
    expect(result).toEqual({
      ok: false,
      skipped: 'metadata of an issuance whose saved page is read',
      readFrom: `${RAW}/republic-acts/x/republic-act-no-1.html`,
    });
  });

  it.each([
    ['tags that never close', '<p a="'.repeat(20_000)],
    ['declarations without a line break', '<!'.repeat(20_000) + '<table><tr><td>'.repeat(5_000)],
    [
      'closing clauses and short-title sentences by the thousand',
      'Done this '.repeat(5_000) + 'This Act shall be known as '.repeat(5_000),
    ],
  ])('reads a hostile page of %s in linear time', (_, body) => {
    const page = `<h1 class="entry-title">Republic Act No. 1</h1><div class="entry-content">${body}`;
    const started = performance.now();
    const result = readGazetteFile(`${RAW}/republic-acts/x/republic-act-no-1.html`, encode(page));
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(result.ok).toBe(true);
  });
});
