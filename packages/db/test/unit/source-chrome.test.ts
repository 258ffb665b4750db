import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { removeSourceChrome } from '@batas/shared/html';
import { prepareDocument } from '../../src/documents/prepare-document.ts';
import { STARTER_LIBRARY_FILE } from '../../src/import/starter-library-file.ts';

// How the Supreme Court E-Library's pages began, as its decisions were stored before the rule (406 Phil. 477).
const ELIBRARY_TEXT = [
  'E-Library - Information At Your Fingertips: Printer Friendly 406 Phil. 477',
  '',
  'FIRST DIVISION',
  '',
  '[ G.R. No. 134279, March 08, 2001 ]',
  '',
  'PEOPLE OF THE PHILIPPINES, PLAINTIFF-APPELLEE, VS. RICKY ROGER AUSTRIA Y SACATANE, DEFENDANT-APPELLANT.D E C I S I O N',
  'PEOPLE OF THE PHILIPPINES, PLAINTIFF-APPELLEE, VS. RICKY ROGER AUSTRIA Y SACATANE, DEFENDANT-APPELLANT.',
  '',
  'D E C I S I O N',
  '',
  'KAPUNAN, J.:',
].join('\n');

const CHROME = [/Information At Your Fingertips/i, /Printer Friendly/i, /\S(D E C I S I O N|R E S O L U T I O N)\s*$/m];

describe('removeSourceChrome', () => {
  it('drops the E-Library header and the caption glued to the spaced header, and keeps every other line', () => {
    expect(removeSourceChrome(ELIBRARY_TEXT)).toBe(
      [
        '',
        'FIRST DIVISION',
        '',
        '[ G.R. No. 134279, March 08, 2001 ]',
        '',
        'PEOPLE OF THE PHILIPPINES, PLAINTIFF-APPELLEE, VS. RICKY ROGER AUSTRIA Y SACATANE, DEFENDANT-APPELLANT.',
        '',
        'D E C I S I O N',
        '',
        'KAPUNAN, J.:',
      ].join('\n'),
    );
  });

  it.each([
    ['R E S O L U T I O N', true],
    ['  D E C I S I O N  ', true],
    ['VICENTE D. CHING, APPLICANT.R E S O L U T I O N', false],
    ['Source: Supreme Court E-Library', false],
    ['The E-Library - Information At Your Fingertips site is quoted in a sentence.', true],
    ['The Court’s DECISION', true],
  ])('%j is kept: %s', (line, kept) => {
    expect(removeSourceChrome(`before\n${line}\nafter`).includes(line)).toBe(kept);
  });

  it('is applied by the write path every importer and scraper goes through', () => {
    const prepared = prepareDocument({ title: 'People v. Austria', documentType: 'Decision', content: ELIBRARY_TEXT });
    for (const pattern of CHROME) expect(prepared.content).not.toMatch(pattern);
    expect(prepared.content).toMatch(/^FIRST DIVISION/);
  });
});

describe('the starter library', () => {
  const documents = gunzipSync(readFileSync(STARTER_LIBRARY_FILE))
    .toString('utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { title: string; content: string; sourceName: string });

  it('keeps none of the source sites’ header lines in any of its 436 texts', () => {
    expect(documents).toHaveLength(436);
    const kept = documents.filter((doc) => CHROME.some((pattern) => pattern.test(doc.content)));
    expect(kept.map((doc) => doc.title)).toEqual([]);
    // The E-Library's decisions keep their spaced headers on lines of their own.
    const elibrary = documents.filter((doc) => doc.sourceName === 'Supreme Court E-Library');
    expect(elibrary).toHaveLength(121);
    expect(
      elibrary.filter((doc) => /^(D E C I S I O N|R E S O L U T I O N)$/m.test(doc.content)).length,
    ).toBeGreaterThan(100);
  });

  it('is stored as the write path leaves it: preparing a text again removes nothing more', () => {
    for (const doc of documents) expect(removeSourceChrome(doc.content), doc.title).toBe(doc.content);
  });
});
