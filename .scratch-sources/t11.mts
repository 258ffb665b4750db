import { readFileSync } from 'node:fs';
import { decodePage } from '../apps/worker/src/sources/common/decode-page.ts';
import { parseElibraryDocumentPage } from '../apps/worker/src/sources/elibrary/index.ts';
const html = decodePage(readFileSync('/work/shared/fixtures/source-pages/elibrary/elibrary_case.html'));
const d = parseElibraryDocumentPage(html, { sourceUrl: 'https://elibrary.judiciary.gov.ph/thebookshelf/showdocs/1/70158', category: 'supreme-court-decisions' });
const i = d.content.indexOf('SECTION 11.'); console.log(JSON.stringify(d.content.slice(i, i + 80)));
const j = html.indexOf('SECTION 11.'); console.log(JSON.stringify(html.slice(j, j + 80)));
