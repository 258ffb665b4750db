import { describe, expect, it } from 'vitest';
import { type GazetteGolden, loadGoldens, readFixture, type TextExpectation } from './fixtures.ts';

function expectText(actual: string | null | undefined, expected: TextExpectation | null, what: string): void {
  if (expected === null) {
    expect(actual ?? null, `${what} is absent`).toBeNull();
    return;
  }
  if (typeof actual !== 'string') throw new Error(`${what} is missing`);
  expect(actual.length, `${what} length`).toBeGreaterThanOrEqual(expected.minLength);
  expect(actual.length, `${what} length`).toBeLessThanOrEqual(expected.maxLength);
  expect(actual.startsWith(expected.startsWith), `${what} starts with ${JSON.stringify(expected.startsWith)}`).toBe(
    true,
  );
  expect(actual.endsWith(expected.endsWith), `${what} ends with ${JSON.stringify(expected.endsWith)}`).toBe(true);
  for (const fragment of expected.contains ?? []) expect(actual, what).toContain(fragment);
  for (const fragment of expected.notContains ?? []) expect(actual, what).not.toContain(fragment);
}

// Never in a record: the site's furniture, the embedded PDF viewer, markup the library would have to strip.
const NEVER = ['[PDF]', 'pdf-container', '<embed', '<iframe', '<script', '<style', 'Uploaded on', '\ufffd', 'Ã'];

describe('Official Gazette files read to their expected records', () => {
  const goldens: GazetteGolden[] = loadGoldens();

  it('covers a few dozen real files', () => {
    expect(goldens.length).toBeGreaterThanOrEqual(30);
  });

  for (const golden of goldens) {
    it(`${golden.path.split('/').pop()}: ${golden.note}`, () => {
      const result = readFixture(golden.path);
      if (!result.ok) {
        expect(result).toEqual(golden.expected);
        return;
      }
      const { content, htmlContent, ...document } = result.record.document;
      expect({ ...result, record: { ...result.record, document } }).toEqual(golden.expected);
      expectText(content, golden.content, 'content');
      expectText(htmlContent, golden.htmlContent, 'htmlContent');
      for (const fragment of NEVER) {
        expect(content ?? '', `content has no ${fragment}`).not.toContain(fragment);
        expect(htmlContent ?? '', `htmlContent has no ${fragment}`).not.toContain(fragment);
      }
    });
  }
});
