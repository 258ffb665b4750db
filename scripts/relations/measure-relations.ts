/**
 * npm run relations:measure  (DATABASE_URL=postgres://…/batas_library)
 *
 * Reads every statute and decision of a library, extracts its relations in memory (packages/shared/src/relations)
 * and resolves them with the write path's own resolver, read-only: the connection refuses writes, nothing is
 * stored. Prints the counts by kind and a random sample (fixed seed) to judge by hand; docs/statute-relations.md
 * records the result. Options: --sample N (100), --seed S (27), --out file.json (the sample, for the record).
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { extractRelations, relationRole, type FoundRelation } from '@batas/shared';
import { resolveRelationTargets } from '@batas/db/relations';

const { values } = parseArgs({
  options: {
    sample: { type: 'string', default: '100' },
    seed: { type: 'string', default: '27' },
    out: { type: 'string' },
  },
});
const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL must name the library to measure');

// Read-only at the server: a mistake here cannot write to the library being measured.
const pool = new pg.Pool({ connectionString: url, max: 2, options: '-c default_transaction_read_only=on' });

interface Row {
  id: string;
  slug: string;
  citation: string | null;
  title: string;
  document_type: string;
  date: string | null;
  citation_keys: string[];
  content: string | null;
}

interface Measured {
  source: { slug: string; citation: string | null; date: string | null; type: string };
  relation: FoundRelation;
  target: string | null;
}

const BATCH = 500;
const started = Date.now();
const found: Measured[] = [];
let read = 0;
let lastId = '00000000-0000-0000-0000-000000000000';
for (;;) {
  const { rows } = await pool.query<Row>(
    `SELECT id, slug, citation, title, document_type, document_date::text AS date, citation_keys,
            coalesce(html_content, content) AS content
     FROM documents WHERE id > $1 ORDER BY id LIMIT $2`,
    [lastId, BATCH],
  );
  if (rows.length === 0) break;
  lastId = rows.at(-1)!.id;
  const batch = rows.flatMap((row) =>
    extractRelations({
      role: relationRole(row.document_type),
      title: row.title,
      content: row.content,
      ownKeys: row.citation_keys,
    }).map((relation) => ({ row, relation })),
  );
  const targets = await resolveRelationTargets(
    pool,
    batch.map(({ row, relation }) => ({
      lookupKeys: relation.lookupKeys,
      date: relation.target.date,
      year: relation.target.year ?? null,
      sourceId: row.id,
      sourceDate: row.date,
      context: relation.context,
    })),
  );
  batch.forEach(({ row, relation }, index) =>
    found.push({
      source: { slug: row.slug, citation: row.citation, date: row.date, type: row.document_type },
      relation,
      target: targets[index] ?? null,
    }),
  );
  read += rows.length;
  if (read % 10_000 < BATCH) process.stderr.write(`${read} documents read, ${found.length} relations\n`);
}

const byKind = new Map<string, { total: number; resolved: number; withProvisions: number; fromTitle: number }>();
for (const { relation, target } of found) {
  const entry = byKind.get(relation.kind) ?? { total: 0, resolved: 0, withProvisions: 0, fromTitle: 0 };
  entry.total += 1;
  if (target) entry.resolved += 1;
  if (relation.provisions.length > 0) entry.withProvisions += 1;
  if (relation.from === 'title') entry.fromTitle += 1;
  byKind.set(relation.kind, entry);
}

// The sample: the relations with the smallest seeded hash of what identifies them (source, kind, law). As good as
// a random draw, and stable: a change to the extractor that adds or drops a few relations changes only those
// entries of the sample, so that the hand judgement can be carried over and only new entries judged.
function seededHash(text: string, seed: number): number {
  let hash = (2166136261 ^ seed) >>> 0;
  for (let index = 0; index < text.length; index++) hash = Math.imul(hash ^ text.charCodeAt(index), 16777619) >>> 0;
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0x5bd1e995) >>> 0;
  return (hash ^ (hash >>> 15)) >>> 0;
}
const seed = Number(values.seed);
const sample = found
  .map((item) => ({
    item,
    rank: seededHash(`${item.source.slug}|${item.relation.kind}|${item.relation.target.canonical}`, seed),
  }))
  .sort((a, b) => a.rank - b.rank)
  .slice(0, Number(values.sample))
  .map(({ item }) => item);
const targetSlugs = new Map<string, string>();
const ids = sample.flatMap((item) => (item.target ? [item.target] : []));
if (ids.length > 0) {
  const { rows } = await pool.query<{ id: string; slug: string }>(
    'SELECT id, slug FROM documents WHERE id = ANY($1::uuid[])',
    [ids],
  );
  for (const row of rows) targetSlugs.set(row.id, row.slug);
}
await pool.end();

const report = {
  documents: read,
  seconds: Math.round((Date.now() - started) / 1000),
  byKind: Object.fromEntries(byKind),
  declarations: [] as unknown[],
  sample: sample.map(({ source, relation, target }, index) => ({
    n: index + 1,
    source: `${source.citation ?? source.slug} (${source.date ?? 'undated'})`,
    kind: relation.kind,
    target: relation.target.canonicalFull,
    resolvedTo: target ? targetSlugs.get(target) : null,
    provisions: relation.provisions,
    partial: relation.partial,
    from: relation.from,
    context: relation.context,
  })),
};
const declarations = found
  .filter(({ relation }) => relation.kind === 'declaresUnconstitutional')
  .map(({ source, relation, target }) => ({
    source: `${source.citation ?? source.slug} (${source.date ?? 'undated'})`,
    target: relation.target.canonicalFull,
    resolved: target !== null,
    provisions: relation.provisions,
    context: relation.context,
  }));
report.declarations = declarations;
if (values.out) writeFileSync(values.out, `${JSON.stringify(report, null, 1)}\n`);
process.stdout.write(
  `${JSON.stringify({ documents: report.documents, seconds: report.seconds, byKind: report.byKind }, null, 1)}\n`,
);
