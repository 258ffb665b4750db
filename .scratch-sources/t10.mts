import { readFileSync } from 'node:fs';
import { decodePage } from '../apps/worker/src/sources/common/decode-page.ts';
import { parseElibraryDocumentPage, parseElibraryMonth } from '../apps/worker/src/sources/elibrary/index.ts';
const dir = '/work/shared/fixtures/source-pages/elibrary/';
const m = decodePage(readFileSync(dir + 'elibrary_month.html'));
console.log(JSON.stringify(parseElibraryMonth(m, 'https://elibrary.judiciary.gov.ph/thebookshelf/docmonth/Jun/2025/1', { category: 'supreme-court-decisions', baseUrl: 'http://127.0.0.1:9999/el' }), null, 1));
for (const [f, u] of [['elibrary_case.html', 'https://elibrary.judiciary.gov.ph/thebookshelf/showdocs/1/70158'], ['elibrary_printer_friendly_gr_116610_1996.html', 'https://elibrary.judiciary.gov.ph/thebookshelf/showdocsfriendly/1/0']]) {
  const html = decodePage(readFileSync(dir + f));
  const t0 = performance.now();
  const d = parseElibraryDocumentPage(html, { sourceUrl: u, category: 'supreme-court-decisions' });
  const { htmlContent, content, ...rest } = d;
  console.log(f, (performance.now() - t0).toFixed(1), JSON.stringify(rest, null, 1));
  console.log('HTML head:', htmlContent.slice(0, 900));
  console.log('HTML tail:', htmlContent.slice(-300));
  console.log('TEXT head:', content.slice(0, 500));
  console.log('TEXT tail:', content.slice(-300));
  console.log('len', content.length, htmlContent.length, /â|\u0080|\ufffd/.test(content));
}
