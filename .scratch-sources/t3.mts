import { readFileSync } from 'node:fs';
import { decodePage } from '../apps/worker/src/sources/common/decode-page.ts';
import { parseLawphilDecisionPage } from '../apps/worker/src/sources/lawphil/decision-page.ts';
for (const f of process.argv.slice(2)) {
  const html = decodePage(readFileSync('/work/shared/fixtures/source-pages/lawphil/'+f));
  const t0 = performance.now();
  const d = parseLawphilDecisionPage(html, { sourceUrl: 'https://lawphil.net/x/'+f });
  const ms = performance.now()-t0;
  const { htmlContent, content, ...rest } = d;
  console.log(f, ms.toFixed(1), JSON.stringify(rest, null, 1));
  console.log('HTML head:', htmlContent.slice(0, 700));
  console.log('HTML tail:', htmlContent.slice(-600));
  console.log('TEXT head:', content.slice(0, 600));
  console.log('TEXT tail:', content.slice(-400));
  console.log('len', content.length, htmlContent.length);
}
