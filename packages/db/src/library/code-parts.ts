import type { Database } from '../client.ts';
import { recordProvenance } from '../documents/record-provenance.ts';
import type { LibraryCopy } from './library-copy.ts';
import { recordFiles } from './library-ledger.ts';
import { writeLibraryCopies } from './write-library-copies.ts';

/** One page of a code its publisher printed over many pages, with its place in the code. */
export interface CodePartCopy extends LibraryCopy {
  codeCitation: string;
  /** Book, Title and Chapter headings of this part, outermost first. */
  headings: string[];
  sortKey: number[];
}

/**
 * Keeps parts until the whole code can be assembled: the parts of one code may arrive in any order, and over
 * several runs. Each part's file is recorded in the ledger as a part, in the same transaction.
 */
export async function stageCodeParts(db: Database, parts: readonly CodePartCopy[]): Promise<void> {
  if (parts.length === 0) return;
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO library_code_parts (collection, path, code_citation, sort_key, headings, record)
       SELECT collection, path, code_citation, sort_key, headings, record
         FROM jsonb_to_recordset($1::jsonb)
           AS x(collection text, path text, code_citation text, sort_key integer[], headings text[], record jsonb)
       ON CONFLICT (collection, path) DO UPDATE
         SET code_citation = excluded.code_citation, sort_key = excluded.sort_key, headings = excluded.headings,
             record = excluded.record`,
      [
        JSON.stringify(
          parts.map((part) => ({
            collection: part.collection,
            path: part.path,
            code_citation: part.codeCitation,
            sort_key: part.sortKey,
            headings: part.headings,
            record: { document: part.document, provenance: part.provenance, sha256: part.sha256 },
          })),
        ),
      ],
    );
    await recordFiles(
      tx,
      parts.map((file) => ({ file, result: { outcome: 'part' } })),
    );
  });
}

interface StagedPart {
  path: string;
  headings: string[];
  record: Pick<LibraryCopy, 'document' | 'provenance' | 'sha256'>;
}

/**
 * Joins the staged parts of every code of a collection into the code's one document, in their order, with each
 * Book, Title and Chapter heading printed once where it begins (the viewer builds the contents list from them).
 * Every part's page becomes a provenance of the code. Returns the codes assembled.
 */
export async function assembleCodes(db: Database, collection: string): Promise<string[]> {
  const { rows: codes } = await db.query<{ code_citation: string }>(
    'SELECT DISTINCT code_citation FROM library_code_parts WHERE collection = $1 ORDER BY code_citation',
    [collection],
  );
  for (const { code_citation: code } of codes) {
    const { rows: parts } = await db.query<StagedPart>(
      `SELECT path, headings, record FROM library_code_parts
        WHERE collection = $1 AND code_citation = $2 ORDER BY sort_key, path`,
      [collection, code],
    );
    const first = parts[0]!.record;
    const copy: LibraryCopy = {
      collection,
      path: parts[0]!.path,
      sha256: first.sha256,
      document: { ...first.document, content: joinParts(parts), htmlContent: null, textAtSource: false },
      provenance: first.provenance,
    };
    const [outcome] = await writeLibraryCopies(db, [copy], [], { ledger: false });
    if (!outcome || outcome.outcome === 'skipped') continue;
    await db.transaction(async (tx) => {
      await recordProvenance(
        tx,
        parts.map((part) => ({
          ...part.record.provenance,
          documentId: outcome.documentId,
          collection,
          path: part.path,
        })),
      );
      await tx.query('UPDATE library_files SET document_id = $3 WHERE collection = $1 AND path = ANY($2::text[])', [
        collection,
        parts.map((part) => part.path),
        outcome.documentId,
      ]);
    });
  }
  return codes.map((row) => row.code_citation);
}

function joinParts(parts: readonly StagedPart[]): string {
  const out: string[] = [];
  let open: string[] = [];
  for (const part of parts) {
    // Print only the headings that change from the previous part: a new chapter of the same book and title.
    const firstNew = part.headings.findIndex((heading, level) => open[level] !== heading);
    if (firstNew >= 0) out.push(...part.headings.slice(firstNew));
    open = part.headings;
    const text = part.record.document.content?.trim();
    if (text) out.push(text);
  }
  return out.join('\n\n');
}
