import { expect } from 'vitest';
import { type ScrapedDocument } from '../../../../src/sources/index.ts';
import { type TextExpectation } from './golden-case.ts';

// Strings that must never survive into stored content: watermarks, site chrome, decoding damage.
const NEVER_IN_CONTENT = [
  'ℒαwρhi',
  '1aшphi1',
  '1avvphi1',
  '1awp++i1',
  '1wphi1',
  '1äwphï1',
  'têñ.£îhqwâ£',
  '(awÞhi(',
  'The Lawphil Project',
  'Arellano Law Foundation',
  'View printer friendly version',
  'E-LibCMS',
  '\ufffd',
  'â€',
  'Ã±',
  '\u0080',
  '\u0094',
];
const NEVER_IN_HTML = [
  '<script',
  '<iframe',
  '<object',
  '<embed',
  '<link',
  '<meta',
  '<form',
  'javascript:',
  ' on',
  'data:',
  'gcse',
];

export function expectText(actual: string, expected: TextExpectation, what: string): void {
  if (expected.minLength !== undefined)
    expect(actual.length, `${what} length`).toBeGreaterThanOrEqual(expected.minLength);
  if (expected.maxLength !== undefined) expect(actual.length, `${what} length`).toBeLessThanOrEqual(expected.maxLength);
  if (expected.startsWith !== undefined)
    expect(actual.startsWith(expected.startsWith), `${what} starts with ${JSON.stringify(expected.startsWith)}`).toBe(
      true,
    );
  if (expected.endsWith !== undefined)
    expect(actual.endsWith(expected.endsWith), `${what} ends with ${JSON.stringify(expected.endsWith)}`).toBe(true);
  for (const fragment of expected.contains ?? []) expect(actual, what).toContain(fragment);
  for (const fragment of expected.notContains ?? []) expect(actual, what).not.toContain(fragment);
}

/** What every scraped document must satisfy, whatever the page. */
export function expectCleanDocument(document: ScrapedDocument): void {
  for (const fragment of NEVER_IN_CONTENT) {
    expect(document.content, `content must not contain ${JSON.stringify(fragment)}`).not.toContain(fragment);
    expect(document.htmlContent, `htmlContent must not contain ${JSON.stringify(fragment)}`).not.toContain(fragment);
  }
  const lowerHtml = document.htmlContent.toLowerCase();
  for (const fragment of NEVER_IN_HTML) {
    if (fragment === ' on') expect(lowerHtml, 'no event handler attributes').not.toMatch(/<[^>]+\son[a-z]+=/);
    else expect(lowerHtml, `htmlContent must not contain ${fragment}`).not.toContain(fragment);
  }
  expect(document.content).not.toMatch(/<[a-z][^>]*>/i);
  expect(document.title.trim()).not.toBe('');
  for (const date of [document.dateDecided, document.dateEnacted])
    if (date) expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
}
