import { upsertDocuments, type DocumentInput } from '../../../packages/db/src/documents/index.ts';
import type { Database } from '../../../packages/db/src/index.ts';
import { generateRealTextDocument } from '../corpus/real-text-documents.ts';
import { buildVocabulary, type Vocabulary } from '../corpus/vocabulary.ts';

/**
 * Bump when the generator changes: a kept database of an older corpus is then reloaded. v1 was the template corpus
 * (corpus/generate-documents.ts, still the citator benchmark's base); v2 is cut from the starter library's real text.
 */
export const CORPUS_VERSION = 'v2-real-text';

/** A deterministic corpus: its version names it in the kept database, `generate` builds document `index`. */
export interface Corpus {
  version: string;
  generate: (index: number, vocabulary: Vocabulary, total: number) => DocumentInput;
}

export const SEARCH_CORPUS: Corpus = { version: CORPUS_VERSION, generate: (index) => generateRealTextDocument(index) };

export interface LoadReport {
  /** Documents sent to the importer. */
  documents: number;
  /** Rows in the library afterwards: fewer when the importer's identity rule merged generated twins (same type and
   * title on the same day, for statute numbers too high to be read as citations). */
  stored: number;
  megabytes: number;
  seconds: number;
  documentsPerSecond: number;
  /** False when a kept database already held this corpus: the figures are those of its load. */
  loadedNow: boolean;
}

/**
 * Loads the corpus through upsertDocuments, the importer's own batch path, so the benchmark pays
 * for slug allocation, identity keys, citation keys and the generated search vectors like a real
 * import. Import speed is recorded next to the data, for runs that reuse it.
 */
export async function loadCorpus(
  db: Database,
  documents: number,
  progress: (line: string) => void,
  corpus: Corpus = SEARCH_CORPUS,
): Promise<LoadReport> {
  await db.exec(`CREATE TABLE IF NOT EXISTS bench_corpus (version text, documents int, megabytes real, seconds real)`);
  const kept = await db.query<{ documents: number; megabytes: number; seconds: number }>(
    'SELECT documents, megabytes, seconds FROM bench_corpus WHERE version = $1 AND documents = $2',
    [corpus.version, documents],
  );
  const count = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM documents');
  const stored = count.rows[0]!.n;
  // The row is written only when a load completes, so it marks a complete corpus.
  if (kept.rows[0]) {
    const row = kept.rows[0];
    return { ...row, stored, documentsPerSecond: Math.round(row.documents / row.seconds), loadedNow: false };
  }
  const other = await db.query<{ version: string }>('SELECT version FROM bench_corpus WHERE version <> $1 LIMIT 1', [
    corpus.version,
  ]);
  if (other.rows[0]) throw new Error(`the benchmark database holds corpus ${other.rows[0].version}: run with --fresh`);
  // Documents are generated and committed in index order, so an interrupted load resumes where it
  // stopped (a re-sent chunk is reported 'duplicate' by the importer and costs little); the resume
  // point is a little early when twins were merged, which only re-sends a few chunks.
  // Four write chunks per call: the library's batch path prepares the next chunk while the database writes one.
  const batchSize = 2000;
  const resumeAt = Math.floor(stored / batchSize) * batchSize;
  if (resumeAt > documents) throw new Error('the benchmark database holds a larger corpus: run with --fresh');
  if (resumeAt > 0) progress(`  resuming after ${resumeAt} documents already loaded`);

  const vocabulary = buildVocabulary();
  const started = performance.now();
  let bytes = 0;
  for (let start = resumeAt; start < documents; start += batchSize) {
    const batch = [];
    for (let index = start; index < Math.min(documents, start + batchSize); index++) {
      const doc = corpus.generate(index, vocabulary, documents);
      bytes += doc.content?.length ?? 0;
      batch.push(doc);
    }
    const results = await upsertDocuments(db, batch);
    const failed = results.find((result) => result.status === 'failed');
    if (failed) throw new Error(`document import failed: ${'error' in failed ? failed.error : ''}`);
    if ((start / batchSize) % 20 === 0) {
      const elapsed = (performance.now() - started) / 1000;
      const done = start + batch.length - resumeAt;
      progress(
        `  loaded ${start + batch.length} documents, ${done} in ${elapsed.toFixed(0)} s (${Math.round(done / elapsed)}/s)`,
      );
    }
  }
  const seconds = (performance.now() - started) / 1000;
  // What autovacuum would do soon after a real import: merge the GIN pending lists and collect the
  // planner statistics (the count estimate reads the tsvector statistics). Not part of the import rate.
  progress('  VACUUM ANALYZE documents …');
  await db.exec('VACUUM ANALYZE documents, document_citations');
  const loaded = documents - resumeAt;
  const megabytes = (bytes / 1024 / 1024) * (documents / Math.max(1, loaded));
  // The rate is that of this run's documents; a resumed load records the rate of the part it did.
  const rate = loaded / seconds;
  await db.query('INSERT INTO bench_corpus VALUES ($1, $2, $3, $4)', [
    corpus.version,
    documents,
    megabytes,
    documents / rate,
  ]);
  const after = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM documents')).rows[0]!.n;
  return {
    documents,
    stored: after,
    megabytes: Math.round(megabytes),
    seconds: Math.round(documents / rate),
    documentsPerSecond: Math.round(rate),
    loadedNow: true,
  };
}
