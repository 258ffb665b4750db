import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { prepareDocument } from '@batas/db/documents';
import { toDocumentInput } from '../../../src/jobs/to-document-input.ts';
import { decodePage, elibraryParser, lawphilParser, type ScrapedDocument } from '../../../src/sources/index.ts';
import { SITE_BASE_URLS, SITES_DIR } from '../sources/helpers/paths.ts';

const parse = (source: 'lawphil' | 'elibrary', path: string, category: 'supreme-court-decisions' | 'republic-acts') => {
  const parser = source === 'lawphil' ? lawphilParser : elibraryParser;
  const html = decodePage(readFileSync(`${SITES_DIR}/${source}${path}`));
  return parser.parseDocument(html, `${SITE_BASE_URLS[source]}${path}`, { category, baseUrl: SITE_BASE_URLS[source] });
};
const stored = (doc: ScrapedDocument) => prepareDocument(toDocumentInput(doc, new Date('2025-01-01T00:00:00Z')));

describe('toDocumentInput: nothing a page gives is lost on the way to the library', () => {
  it("turns an E-Library decision's Philippine Reports citation into a citation key, not its citation", () => {
    const doc = parse('elibrary', '/thebookshelf/showdocs/1/90401', 'supreme-court-decisions');
    expect(doc.reportCitation).toBe('982 Phil. 110');
    const row = stored(doc);
    expect(row.citation).toBe('G.R. No. 260001');
    expect(row.citation_keys).toEqual(expect.arrayContaining(['gr:260001', 'phil:982-110']));
    expect(row.identity_key).toBe('gr:260001:2024-02-12');
  });

  it('makes every docket of a joint decision a citation key', () => {
    const doc = parse('lawphil', '/judjuris/juri2023/jan2023/gr_251234_2023.html', 'supreme-court-decisions');
    expect(doc.relatedDockets).toEqual(['G.R. Nos. 251300-01']);
    expect(stored(doc).citation_keys).toEqual(
      expect.arrayContaining(['gr:251234', 'gr:251300-01', 'gr:251300', 'gr:251301']),
    );
  });

  it('keeps the statute number in the identity, building the citation from it when the page gave none', () => {
    const doc = parse('lawphil', '/statutes/repacts/ra2019/ra_11313_2019.html', 'republic-acts');
    expect(stored(doc).identity_key).toBe('ra:11313:2019-04-17');
    const row = stored({ ...doc, citation: null });
    expect(row.citation).toBe('Republic Act No. 11313');
    expect(row.identity_key).toBe('ra:11313:2019-04-17');
  });

  it('leaves the content hash of a document without extra citations as it was', () => {
    const doc = parse('lawphil', '/statutes/repacts/ra2019/ra_11313_2019.html', 'republic-acts');
    const input = toDocumentInput(doc, new Date('2025-01-01T00:00:00Z'));
    expect(prepareDocument(input).content_hash).toBe(
      prepareDocument({ ...input, reportCitations: undefined, relatedDockets: undefined }).content_hash,
    );
  });
});
