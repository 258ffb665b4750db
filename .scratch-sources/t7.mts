import { load } from 'cheerio';
import { type DomNode, type Selection, eachTextNode } from '../apps/worker/src/sources/common/dom.ts';
const $ = load('<p>a<b>b</b></p>');
const s: Selection = $('p');
const n: DomNode | undefined = s.get(0);
if (n) eachTextNode(n, (t) => { t.data = t.data.toUpperCase(); });
console.log($.html());
