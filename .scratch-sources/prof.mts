import { readFileSync } from 'node:fs';
import { load } from 'cheerio';
import { decodePage } from '../apps/worker/src/sources/common/decode-page.ts';
import { parseLawphilMonthIndex } from '../apps/worker/src/sources/lawphil/month-index.ts';
const html = decodePage(readFileSync('/work/shared/fixtures/source-pages/lawphil/apr2009.html'));
const ctx = { category: 'supreme-court-decisions' as const, baseUrl: 'https://lawphil.net' };
for (let i = 0; i < 5; i++) { const t = performance.now(); parseLawphilMonthIndex(html, 'https://lawphil.net/judjuris/juri2009/apr2009/apr2009.html', ctx); console.log('full', (performance.now() - t).toFixed(1)); }
for (let i = 0; i < 3; i++) { const t = performance.now(); load(html); console.log('load', (performance.now() - t).toFixed(1)); }
const $ = load(html);
for (let i = 0; i < 3; i++) { const t = performance.now(); for (let k = 0; k < 181; k++) $('<div></div>').html('G.R. No. 1').text(); console.log('181 fragments', (performance.now() - t).toFixed(1)); }
for (let i = 0; i < 3; i++) { const t = performance.now(); const rows = $('table#s-menu tr'); rows.each((_, r) => { $(r).children('td').eq(0).clone(); }); console.log('clone', (performance.now() - t).toFixed(1)); }
