import { readFileSync } from 'node:fs';
import { load } from 'cheerio';
import { decodePage } from '../apps/worker/src/sources/common/decode-page.ts';
import { listingRows, readFirstCell } from '../apps/worker/src/sources/lawphil/listing-rows.ts';
import { followableUrl } from '../apps/worker/src/sources/common/urls.ts';
import { isLawphilHost } from '../apps/worker/src/sources/lawphil/site.ts';
const html = decodePage(readFileSync('/work/shared/fixtures/source-pages/lawphil/apr2009.html'));
for (let i = 0; i < 4; i++) {
  let t = performance.now(); const lap = (n: string) => { const x = performance.now(); console.log(n, (x - t).toFixed(1)); t = x; };
  const $ = load(html); lap('load');
  const rows = listingRows($); lap('rows ' + rows.length);
  for (const cells of rows) readFirstCell(cells[0]!, 'https://lawphil.net/judjuris/juri2009/apr2009/apr2009.html', 'https://lawphil.net'); lap('first cells');
  for (let k = 0; k < 181; k++) followableUrl('gr_1_2009.html', 'https://lawphil.net/judjuris/juri2009/apr2009/apr2009.html', 'https://lawphil.net', isLawphilHost); lap('urls');
}
