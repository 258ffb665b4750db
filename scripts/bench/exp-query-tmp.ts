// TEMPORARY experiment (deleted before hand-off)
import { openDatabase } from '../../packages/db/src/index.ts';
import { buildVocabulary } from './corpus/vocabulary.ts';
import { buildBenchApp } from './lib/bench-app.ts';
import { naiveSearch } from './lib/naive-search.ts';
import { queryMix, queryString } from './query-mix.ts';
const db = await openDatabase({ databaseUrl: `postgres://postgres@127.0.0.1:5432/${process.argv[2]}` });
const app = await buildBenchApp(db);
const qs = queryMix(buildVocabulary(), 30000);
const naive = process.argv[3] === 'naive';
for (const q of qs) {
  let t = performance.now();
  const r = await app.inject({ method: 'GET', url: `/api/documents?${queryString(q)}` });
  t = performance.now() - t;
  const t2 = performance.now();
  const r2 = await app.inject({ method: 'GET', url: `/api/documents?${queryString(q)}` });
  const warm = performance.now() - t2;
  const body = r.json();
  if (r.statusCode !== 200) { console.log(q.search, r.statusCode, r.body.slice(0, 500)); continue; }
  let nv = '';
  if (naive) { const t3 = performance.now(); const n = await naiveSearch(db, q.search, q.filters); nv = `naive ${Math.round(performance.now() - t3)}ms total ${n.total}`; }
  console.log(`${q.kind.padEnd(9)} ${q.search.padEnd(32)} ${Math.round(t)}/${Math.round(warm)}ms total ${body.data.pagination.totalDocuments}${body.data.pagination.totalIsEstimate ? '~' : ''} ${nv} | ${(body.data.documents[0]?.title ?? '-').slice(0, 50)} | ${(body.data.documents[0]?.highlight ?? '').slice(0, 80)}`);
}
await app.close(); await db.close();
