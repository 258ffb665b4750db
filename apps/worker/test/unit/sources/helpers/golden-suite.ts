import { expect, it } from 'vitest';
import { type IndexParseResult, type ScrapedDocument } from '../../../../src/sources/index.ts';
import { expectCleanDocument, expectText } from './assertions.ts';
import { type GoldenFile, type PagesRoot, readPageBytes, runCase } from './golden-case.ts';

/** One test per case of a golden file: parse the page, compare with the expected JSON. */
export function goldenTests(root: PagesRoot, file: GoldenFile): void {
  file.cases.forEach((golden, index) => {
    const label = [golden.pageKind ?? 'document', golden.category, golden.filter ? JSON.stringify(golden.filter) : '']
      .filter(Boolean)
      .join(' ');
    it(`${file.page} #${index + 1} (${label})`, () => {
      const result = runCase(readPageBytes(root, file.page), golden);
      if (golden.expectedIndex) {
        expect(result as IndexParseResult).toEqual(golden.expectedIndex);
        return;
      }
      const expected = golden.expectedDocument;
      if (!expected) throw new Error(`${file.page}: case ${index + 1} has no expectation`);
      const { htmlContent, content, ...fields } = result as ScrapedDocument;
      expect(fields).toEqual(expected.fields);
      expectText(content, expected.content, 'content');
      expectText(htmlContent, expected.htmlContent, 'htmlContent');
      expectCleanDocument(result as ScrapedDocument);
    });
  });
}
