import { readFileSync } from 'node:fs';
import { load } from 'cheerio';
import { decodePage } from '../apps/worker/src/sources/common/decode-page.ts';
for (const f of ['act-3815-revised-penal-code.html','constitution-1987.html','gr_71464_1988.html']) {
const html = decodePage(readFileSync('/work/shared/fixtures/source-pages/lawphil/'+f));
for (let i = 0; i < 3; i++) {
  let t = performance.now();
  const a = load(html); const ta = performance.now() - t; t = performance.now();
  const b = load(html, { xml: { xmlMode: false, decodeEntities: true } }); const tb = performance.now() - t;
  console.log(f, 'parse5', ta.toFixed(1), 'htmlparser2', tb.toFixed(1), a('blockquote').first().children().length, b('blockquote').first().children().length);
}
const b = load(html, { xml: { xmlMode: false, decodeEntities: true } });
b('blockquote').first().children().slice(0,8).each((_, e) => console.log('  ', (e as any).tagName, b(e).text().replace(/\s+/g,' ').slice(0,80)));
}
