import type { Database, Queryable } from '../client.ts';
import { forgetDocument } from '../citator/record-citations.ts';

/**
 * Identity keys carry the document's date, because a docket can hold a decision and a later resolution. A statute
 * numbered in one series that never restarts (Republic Acts, Acts, Commonwealth Acts, Presidential Decrees, Batas
 * Pambansa) is one law whatever date a copy gives it, and the Gazette prints some twice under two dates (RA 10880
 * on 17 and 27 July 2016; PD 7 under its signing and its publication). Those prefixes fold on the number alone.
 */
const ONE_SERIES = ['ra', 'act', 'ca', 'pd', 'bp'];

/** The generated demo issuances of the starter library: placeholders, replaced by the real issuance they mimic. */
const SAMPLE_SOURCE = 'Sample text';

export interface FoldedDuplicates {
  /** Copies of one law found under two dates (or the same number, series year and title): joined into one. */
  folded: number;
  /** Demo placeholders whose number the installed collections now hold for real: removed. */
  samplesReplaced: number;
}

/**
 * After an install, folds what is one document stored twice into one, keeping the better copy (a text over a
 * publisher's PDF, then the earliest stored) and every provenance of both; the ledger's files follow the kept
 * document. Citations of a deleted copy are resolved again (to the kept one) and the counts redone.
 */
export async function foldDuplicates(db: Database): Promise<FoldedDuplicates> {
  return db.transaction(async (tx) => {
    const groups = await duplicateGroups(tx);
    for (const ids of groups) await fold(tx, ids[0]!, ids.slice(1));
    const samples = await sampleCollisions(tx);
    for (const { keep, sample } of samples) await fold(tx, keep, [sample]);
    return { folded: groups.reduce((sum, ids) => sum + ids.length - 1, 0), samplesReplaced: samples.length };
  });
}

/** Groups of one document stored several times, the copy to keep first. */
async function duplicateGroups(tx: Queryable): Promise<string[][]> {
  const { rows } = await tx.query<{ ids: string[] }>(
    `WITH keyed AS (
       SELECT id, created_at, text_at_source, source_name,
              CASE WHEN split_part(identity_key, ':', 1) = ANY($1::text[])
                     THEN regexp_replace(identity_key, ':\\d{4}-\\d{2}-\\d{2}$', '')
                   WHEN coalesce(citation, '') <> ''
                     THEN lower(citation) || '|' || regexp_replace(upper(title), '[^A-Z0-9]+', '', 'g')
              END AS same
         FROM documents
        WHERE document_type !~* 'decision|resolution')
     SELECT array_agg(id ORDER BY source_name = $2, text_at_source, created_at, id) AS ids
       FROM keyed WHERE same IS NOT NULL
      GROUP BY same HAVING count(*) > 1`,
    [ONE_SERIES, SAMPLE_SOURCE],
  );
  return rows.map((row) => row.ids);
}

/** Demo placeholders that carry the citation of a document the collections brought. */
async function sampleCollisions(tx: Queryable): Promise<Array<{ keep: string; sample: string }>> {
  const { rows } = await tx.query<{ keep: string; sample: string }>(
    `SELECT DISTINCT ON (s.id) s.id AS sample, r.id AS keep
       FROM documents s
       JOIN documents r ON lower(r.citation) = lower(s.citation) AND r.id <> s.id
      WHERE s.source_name = $1 AND coalesce(s.citation, '') <> '' AND r.source_name IS DISTINCT FROM $1
      ORDER BY s.id, r.created_at`,
    [SAMPLE_SOURCE],
  );
  return rows;
}

async function fold(tx: Queryable, keep: string, drop: readonly string[]): Promise<void> {
  // The copies' provenance moves to the kept document, unless it already names the same page.
  await tx.query(
    `UPDATE document_sources s SET document_id = $1
      WHERE s.document_id = ANY($2::uuid[])
        AND NOT EXISTS (SELECT 1 FROM document_sources k
                         WHERE k.document_id = $1 AND k.source_name = s.source_name
                           AND coalesce(k.source_url, '') = coalesce(s.source_url, ''))`,
    [keep, drop],
  );
  await tx.query(
    `UPDATE documents k SET short_title = coalesce(k.short_title, d.short_title), pdf_url = coalesce(k.pdf_url, d.pdf_url)
       FROM (SELECT max(short_title) AS short_title, max(pdf_url) AS pdf_url FROM documents
              WHERE id = ANY($2::uuid[])) d
      WHERE k.id = $1 AND (k.short_title IS NULL OR k.pdf_url IS NULL)`,
    [keep, drop],
  );
  await tx.query('UPDATE library_files SET document_id = $1 WHERE document_id = ANY($2::uuid[])', [keep, drop]);
  const { rows } = await tx.query<{ keys: string[] | null }>(
    'DELETE FROM documents WHERE id = ANY($1::uuid[]) RETURNING citation_keys AS keys',
    [drop],
  );
  await forgetDocument(tx, { citationKeys: rows.flatMap((row) => row.keys ?? []), citedIds: [keep] });
}
