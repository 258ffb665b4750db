// TEMPORARY experiment loader (deleted before hand-off): direct INSERT while the importer's shared exports are incomplete.
import { citationKeys } from '@batas/shared';
import { openBenchDatabase } from './lib/bench-database.ts';
import { generateDocument } from './corpus/generate-documents.ts';
import { buildVocabulary } from './corpus/vocabulary.ts';
const [kind, n] = [process.argv[2] as 'pglite' | 'postgres', Number(process.argv[3])];
const { db, description } = await openBenchDatabase(kind, `exp${n}`, true);
console.log(description);
const v = buildVocabulary();
const t = performance.now();
for (let s = 0; s < n; s += 500) {
  const rows = [];
  for (let i = s; i < Math.min(n, s + 500); i++) {
    const d = generateDocument(i, v);
    rows.push({ slug: `doc-${i}`, title: d.title, document_type: d.documentType, citation: d.citation ?? null, gr_number: d.grNumber ?? null,
      date_decided: d.dateDecided ?? null, date_enacted: d.dateEnacted ?? null, petitioner: d.petitioner ?? null, respondent: d.respondent ?? null,
      law_category: d.lawCategory ?? null, summary: d.summary ?? null, content: d.content, court_level: d.documentType === 'Supreme Court Decision' ? 'Supreme Court' : 'Legislature',
      citation_keys: citationKeys({ citation: d.citation, grNumber: d.grNumber, documentType: d.documentType, title: d.title } as never) });
  }
  await db.query(`INSERT INTO documents (slug, title, document_type, citation, gr_number, date_decided, date_enacted, petitioner, respondent, law_category, summary, content, court_level, citation_keys)
    SELECT slug, title, document_type, citation, gr_number, date_decided, date_enacted, petitioner, respondent, law_category, summary, content, court_level, citation_keys
    FROM jsonb_to_recordset($1::jsonb) AS x(slug text, title text, document_type text, citation text, gr_number text, date_decided date, date_enacted date, petitioner text, respondent text, law_category text, summary text, content text, court_level text, citation_keys text[])`, [JSON.stringify(rows)]);
  if (s % 10000 === 0) console.log(s, Math.round((performance.now() - t) / 1000), 's');
}
await db.exec('ANALYZE documents');
console.log('done', Math.round((performance.now() - t) / 1000), 's');
await db.close();
