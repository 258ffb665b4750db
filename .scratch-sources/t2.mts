import { load } from 'cheerio';
import { readFileSync } from 'node:fs';
import { decodePage } from '/work/main/apps/worker/src/sources/common/decode-page.ts';
for (const f of ['gr_71464_1988.html','gr_173256_2007.html','gr_161425_2016.html','ra-9995-anti-voyeurism.html','ra-8792-e-commerce.html','act-3815-revised-penal-code.html','constitution-1987.html']) {
  const html = decodePage(readFileSync('/work/shared/fixtures/source-pages/lawphil/'+f));
  const t0 = performance.now();
  const $ = load(html);
  const bq = $('blockquote').first();
  console.log(f, (performance.now()-t0).toFixed(1), 'ms; blockquotes', $('blockquote').length, 'parent chain', bq.parents().map((_, e) => (e as any).tagName).get().join('<'));
  bq.children().slice(0, 12).each((_, e) => { console.log('   ', (e as any).tagName, JSON.stringify($(e).text().replace(/\s+/g,' ').slice(0,90))); });
  console.log('   a.id count', $('a.id').length, 'a.id inside bq', bq.find('a.id').length);
}
