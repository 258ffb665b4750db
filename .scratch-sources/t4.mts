import { readFileSync } from 'node:fs';
import { decodePage } from '../apps/worker/src/sources/common/decode-page.ts';
import { parseLawphilStatutePage } from '../apps/worker/src/sources/lawphil/statute-page.ts';
for (const f of process.argv.slice(2)) {
  const html = decodePage(readFileSync('/work/shared/fixtures/source-pages/lawphil/'+f));
  const t0 = performance.now();
  const d = parseLawphilStatutePage(html, { sourceUrl: 'https://lawphil.net/x/'+f });
  const ms = performance.now()-t0;
  const { htmlContent, content, ...rest } = d;
  console.log(f, ms.toFixed(1), JSON.stringify(rest, null, 1));
  console.log('HTML head:', htmlContent.slice(0, 500));
  console.log('HTML tail:', htmlContent.slice(-500));
  console.log('TEXT head:', content.slice(0, 400));
  console.log('TEXT tail:', content.slice(-300));
  console.log('len', content.length, htmlContent.length);
}
