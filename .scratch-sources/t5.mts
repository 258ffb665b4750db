import { readFileSync } from 'node:fs';
import { load } from 'cheerio';
import { decodePage } from '../apps/worker/src/sources/common/decode-page.ts';
import { lawphilContentRoot, stripLawphilChrome } from '../apps/worker/src/sources/lawphil/page-chrome.ts';
import { sanitizeLegalHtml, htmlToPlainText } from '../packages/shared/src/html/index.ts';
const html = decodePage(readFileSync('/work/shared/fixtures/source-pages/lawphil/act-3815-revised-penal-code.html'));
for (let i = 0; i < 3; i++) {
let t = performance.now(); const lap = (n: string) => { const x = performance.now(); console.log(n, (x - t).toFixed(1)); t = x; };
const $ = load(html); lap('load');
const root = lawphilContentRoot($); stripLawphilChrome($, root); lap('strip');
const h = root.html() ?? ''; lap('serialise');
const s = sanitizeLegalHtml(h); lap('sanitize');
htmlToPlainText(s, { alreadySanitized: true }); lap('plain');
}
