import { readFileSync } from 'node:fs';
import { load } from 'cheerio';
import { decodePage } from '../apps/worker/src/sources/common/decode-page.ts';
const html = decodePage(readFileSync('/work/shared/fixtures/source-pages/lawphil/act-3815-revised-penal-code.html'));
for (let i = 0; i < 4; i++) {
const $ = load(html); const root = $('body blockquote').first();
let t = performance.now(); const lap = (n: string) => { const x = performance.now(); console.log(n, (x - t).toFixed(1)); t = x; };
root.find('script, noscript, style, link, meta, form, input').remove(); lap('remove1');
root.find('*').filter((_, element) => element.tagName.includes(':')).remove(); lap('colon');
root.find('a.id').remove(); root.find('a[href^="javascript:"], a[href="#top"]').remove(); root.find('a.ref').remove(); lap('anchors');
root.find('img').each(() => {}); lap('img');
root.find('cite').each(() => {}); lap('cite');
let n = 0; root.find('[class]').each((_, e) => { n++; const c = $(e).attr('class'); if (c === 'cb') $(e).wrapInner('<b></b>'); }); lap('classes ' + n);
}
