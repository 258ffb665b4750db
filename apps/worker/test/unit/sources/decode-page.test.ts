import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { charsetOf, decodePage, normaliseCharset, repairMojibake } from '../../../src/sources/index.ts';
import { SITES_DIR } from './helpers/paths.ts';

const page = (charsetMeta: string, body: string) => `<html><head>${charsetMeta}</head><body>${body}</body></html>`;
const cp1252 = (text: string) => new Uint8Array(iconv.encode(text, 'windows-1252'));
const utf8 = (text: string) => new Uint8Array(Buffer.from(text, 'utf8'));
const SAMPLE = 'Tañada v. Tuvera — the “publication” case, Parañaque’s';

describe('decodePage', () => {
  it('reads windows-1252 bytes when the header has no charset and the page declares windows-1252 (LawPhil)', () => {
    const bytes = cp1252(page('<meta http-equiv="Content-Type" content="text/html; charset=windows-1252">', SAMPLE));
    expect(decodePage(bytes, 'text/html')).toContain(SAMPLE);
  });

  it("accepts LawPhil's invalid label 'charset=windows-1252!'", () => {
    const bytes = cp1252(page('<meta http-equiv="content-type" content="text/html; charset=windows-1252!">', SAMPLE));
    expect(decodePage(bytes)).toContain(SAMPLE);
  });

  it('honours a charset in the Content-Type header over the page, including the typo', () => {
    const bytes = cp1252(page('<meta charset="utf-8">', SAMPLE));
    expect(decodePage(bytes, 'text/html; charset=windows-1252!')).toContain(SAMPLE);
    expect(decodePage(cp1252(page('', SAMPLE)), 'text/html; charset="ISO-8859-1"')).toContain(SAMPLE);
  });

  it('reads UTF-8 pages (E-Library) and guesses UTF-8 for undeclared valid UTF-8', () => {
    expect(decodePage(utf8(page('<meta charset=UTF-8>', SAMPLE)))).toContain(SAMPLE);
    expect(decodePage(utf8(page('', SAMPLE)))).toContain(SAMPLE);
  });

  it('falls back to windows-1252 when bytes declared UTF-8 are not UTF-8 (a mislabelled page)', () => {
    expect(decodePage(cp1252(page('', SAMPLE)), 'text/html; charset=utf-8')).toContain(SAMPLE);
    expect(decodePage(cp1252(page('<meta charset="utf-8">', SAMPLE)))).toContain(SAMPLE);
  });

  it('follows a byte-order mark', () => {
    const withBom = new Uint8Array([0xef, 0xbb, 0xbf, ...utf8(SAMPLE)]);
    expect(decodePage(withBom, 'text/html; charset=windows-1252')).toBe(SAMPLE);
    expect(decodePage(new Uint8Array(iconv.encode(SAMPLE, 'utf-16le', { addBOM: true })))).toBe(SAMPLE);
  });

  it('repairs UTF-8 that was decoded as Latin-1 or windows-1252 on the way (the saved E-Library page)', () => {
    const viaLatin1 = Buffer.from(SAMPLE, 'utf8').toString('latin1');
    const viaCp1252 = iconv.decode(Buffer.from(SAMPLE, 'utf8'), 'windows-1252');
    expect(viaLatin1).not.toBe(SAMPLE);
    expect(decodePage(utf8(viaLatin1))).toBe(SAMPLE);
    expect(repairMojibake(viaCp1252)).toBe(SAMPLE);
  });

  it('leaves genuine Latin-1 letters alone', () => {
    expect(repairMojibake('Ñ and é, Ã alone, Â½')).toBe('Ñ and é, Ã alone, ½');
    expect(repairMojibake('PEÑA, Dasmariñas')).toBe('PEÑA, Dasmariñas');
  });

  it('decodes the windows-1252 page of the LawPhil mini site (ñ, curly quotes, dashes)', () => {
    const bytes = readFileSync(join(SITES_DIR, 'lawphil/judjuris/juri2023/jan2023/gr_250001_2023.html'));
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toThrow();
    const html = decodePage(bytes, 'text/html');
    expect(html).toContain('TAÑADA-ORDOÑEZ');
    expect(html).toContain('The petitioner’s “urgent” motion — filed');
    expect(html).not.toContain('\ufffd');
  });
});

describe('charset labels', () => {
  it.each([
    ['text/html; charset=windows-1252!', 'windows-1252'],
    ['text/html; charset="UTF-8"', 'utf-8'],
    ['text/html;charset=iso-8859-1', 'windows-1252'],
    ['text/html; charset=us-ascii', 'windows-1252'],
    ['text/html; charset=Shift_JIS', 'shift_jis'],
    ['text/html; charset=nonsense-1', undefined],
    ['text/html', undefined],
  ])('%s → %s', (header, expected) => {
    expect(normaliseCharset(charsetOf(header))).toBe(expected);
  });
});
