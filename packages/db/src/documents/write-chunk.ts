import type { Queryable } from '../client.ts';
import type { CitationRow } from '../citator/citation-rows.ts';
import { recordCitations, type CitingDocument } from '../citator/record-citations.ts';
import { allocateSlugs } from './allocate-slugs.ts';
import { COLUMN_NAMES, KEEP_WHEN_MISSING, recordsetShape } from './document-columns.ts';
import type { BatchItemResult, PreparedDocument } from './document-input.ts';
import { recordProvenance, type ProvenanceRow } from './record-provenance.ts';
import { recordProvisions } from '../provisions/record-provisions.ts';

export interface ChunkItem {
  doc: PreparedDocument;
  /** The document's citations, when the caller read them already (the batch path reads them ahead). */
  citations?: CitationRow[];
  /** Update exactly this row (admin editor), whatever the identity says. */
  targetId?: string;
  /** The copy this version was made from; without it, the page or file the document's own fields name. */
  provenance?: Omit<ProvenanceRow, 'documentId'>;
}

interface ExistingRow {
  id: string;
  slug: string;
  identity_key: string | null;
  source_url: string | null;
  content_hash: string | null;
  is_verified: boolean;
  citation_keys: string[];
}

export class DocumentConflictError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DocumentConflictError';
  }
}

/**
 * Writes one chunk inside the caller's transaction: one SELECT to find what exists, one multi-row
 * INSERT and one multi-row UPDATE, then the laws' provisions are indexed and the citator records what the written
 * documents cite (and what now cites them). Items must have pairwise different identities (the caller splits chunks so); results
 * come back in item order.
 */
export async function writeChunk(db: Queryable, items: readonly ChunkItem[]): Promise<BatchItemResult[]> {
  const existing = await findExisting(db, items);
  const results: BatchItemResult[] = new Array(items.length);
  const inserts: number[] = [];
  const updates: Array<{ index: number; row: ExistingRow }> = [];

  items.forEach((item, index) => {
    const match = matchExisting(item, existing);
    if (typeof match === 'string') {
      results[index] = { status: 'failed', error: match };
    } else if (!match) {
      inserts.push(index);
    } else if (isUnchanged(item.doc, match)) {
      results[index] = { status: 'duplicate', id: match.id, slug: match.slug };
    } else {
      updates.push({ index, row: match });
    }
  });

  const reserved = new Set<string>();
  const slugRequests = [
    ...inserts.map((index) => ({ key: index, slug: items[index]!.doc.slug })),
    ...updates
      .filter(({ index, row }) => items[index]!.doc.slug_explicit && items[index]!.doc.slug !== row.slug)
      .map(({ index, row }) => ({ key: index, slug: items[index]!.doc.slug, ownerId: row.id })),
  ];
  const slugs = await allocateSlugs(db, slugRequests, reserved);

  if (inserts.length > 0) await insertDocuments(db, items, inserts, slugs, reserved, results);

  if (updates.length > 0) {
    const rows = updates.map(({ index, row }) => ({
      ...columnsOf(items[index]!.doc),
      id: row.id,
      slug: slugs.get(index) ?? row.slug,
      is_verified: items[index]!.doc.is_verified,
    }));
    const assignments = COLUMN_NAMES.map((name) =>
      KEEP_WHEN_MISSING.has(name) ? `${name} = coalesce(x.${name}, d.${name})` : `${name} = x.${name}`,
    );
    await db.query(
      `UPDATE documents AS d SET slug = x.slug, is_verified = coalesce(x.is_verified, d.is_verified),
         ${assignments.join(', ')}, updated_at = now()
       FROM jsonb_to_recordset($1::jsonb) AS x(${recordsetShape([
         ['id', 'uuid'],
         ['slug', 'text'],
         ['is_verified', 'boolean'],
       ])})
       WHERE d.id = x.id`,
      [JSON.stringify(rows)],
    );
    for (const { index, row } of updates) {
      results[index] = { status: 'updated', id: row.id, slug: slugs.get(index) ?? row.slug };
    }
  }
  const written = [...inserts, ...updates.map(({ index }) => index)];
  await recordProvenance(
    db,
    written.flatMap((index) => {
      const source = provenanceOf(items[index]!);
      return source ? [{ ...source, documentId: (results[index] as { id: string }).id }] : [];
    }),
  );
  // A law's provisions, for the search to find by topic (packages/db/src/provisions).
  await recordProvisions(
    db,
    written.map((index) => {
      const { doc } = items[index]!;
      const { id } = results[index] as { id: string };
      return { id, documentType: doc.document_type, content: doc.content, htmlContent: doc.html_content };
    }),
  );
  const previousKeys = new Map(updates.map(({ index, row }) => [index, row.citation_keys]));
  await recordCitations(
    db,
    written.map((index) =>
      citingDocument(items[index]!, (results[index] as { id: string }).id, previousKeys.get(index)),
    ),
  );
  return results;
}

/** Rounds of slug races lost before the chunk gives up: each round takes a slug no committed document has. */
const SLUG_ROUNDS = 5;

/**
 * Inserts the new documents. A writer beside this one (the installer's second lane, a scraper) can take a slug
 * between its allocation and this insert: two decisions of one docket and day arriving in two chunks. Those rows
 * are left out (ON CONFLICT waits for the other writer to commit), take the next free slug and are inserted in a
 * further round; before, the unique violation undid the chunk, and all its documents were written again.
 */
async function insertDocuments(
  db: Queryable,
  items: readonly ChunkItem[],
  inserts: readonly number[],
  slugs: Map<number, string>,
  reserved: Set<string>,
  results: BatchItemResult[],
): Promise<void> {
  let pending = inserts;
  for (let round = 1; pending.length > 0; round++) {
    if (round > SLUG_ROUNDS) throw new DocumentConflictError(`no free slug for ${slugs.get(pending[0]!)}`);
    const rows = pending.map((index) => ({
      ...columnsOf(items[index]!.doc),
      slug: slugs.get(index),
      is_verified: items[index]!.doc.is_verified ?? false,
    }));
    const inserted = await db.query<{ id: string; slug: string }>(
      `INSERT INTO documents (slug, is_verified, ${COLUMN_NAMES.join(', ')})
       SELECT slug, is_verified, ${COLUMN_NAMES.join(', ')}
       FROM jsonb_to_recordset($1::jsonb) AS x(${recordsetShape([
         ['slug', 'text'],
         ['is_verified', 'boolean'],
       ])})
       ON CONFLICT (slug) DO NOTHING
       RETURNING id, slug`,
      [JSON.stringify(rows)],
    );
    const idBySlug = new Map(inserted.rows.map((row) => [row.slug, row.id]));
    const lost: number[] = [];
    for (const index of pending) {
      const slug = slugs.get(index)!;
      const id = idBySlug.get(slug);
      if (id) results[index] = { status: 'inserted', id, slug };
      else lost.push(index);
    }
    // The lost slugs stay reserved, so each of these rows is given the next one free.
    const again = await allocateSlugs(
      db,
      lost.map((index) => ({ key: index, slug: slugs.get(index)! })),
      reserved,
    );
    for (const [index, slug] of again) slugs.set(index, slug);
    pending = lost;
  }
}

/** A copy is worth recording when it names its publisher or its page; an editor's change names neither. */
function provenanceOf({ doc, provenance }: ChunkItem): Omit<ProvenanceRow, 'documentId'> | null {
  if (provenance) return provenance;
  if (!doc.source_name && !doc.source_url) return null;
  return {
    sourceName: doc.source_name ?? doc.source ?? 'Unknown',
    sourceUrl: doc.source_url,
    pdfUrl: doc.pdf_url,
  };
}

/** An updated document comes with the keys it had (`previousKeys`); one without them was inserted just now. */
function citingDocument({ doc, citations }: ChunkItem, id: string, previousKeys?: string[]): CitingDocument {
  return {
    id,
    citations,
    // The citations a reader sees: the body shown is the HTML when there is one (the finder reads through tags).
    content: doc.html_content ?? doc.content,
    citationKeys: doc.citation_keys,
    date: doc.date_decided ?? doc.date_enacted,
    previousKeys,
    isNew: previousKeys === undefined,
    title: doc.title,
    documentType: doc.document_type,
  };
}

function columnsOf(doc: PreparedDocument): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const name of COLUMN_NAMES) out[name] = doc[name];
  return out;
}

function isUnchanged(doc: PreparedDocument, row: ExistingRow): boolean {
  return (
    row.content_hash === doc.content_hash &&
    (doc.is_verified === null || doc.is_verified === row.is_verified) &&
    (!doc.slug_explicit || doc.slug === row.slug)
  );
}

interface ExistingIndex {
  byId: Map<string, ExistingRow>;
  byKey: Map<string, ExistingRow>;
  byUrl: Map<string, ExistingRow>;
  bySlug: Map<string, ExistingRow>;
}

/**
 * Identity is the identity key (citation-based, or the type+title+date fingerprint of
 * prepareDocument), else the source URL, else the slug: the last only for documents whose producer
 * chose an explicit slug and gave neither citation nor URL.
 */
export function slugIsIdentity(doc: PreparedDocument): boolean {
  return !doc.identity_key && !doc.source_url;
}

async function findExisting(db: Queryable, items: readonly ChunkItem[]): Promise<ExistingIndex> {
  const ids = items.flatMap((item) => (item.targetId ? [item.targetId] : []));
  const keys = items.flatMap((item) => (item.doc.identity_key ? [item.doc.identity_key] : []));
  const urls = items.flatMap((item) => (item.doc.source_url ? [item.doc.source_url] : []));
  const slugs = items.flatMap((item) => (slugIsIdentity(item.doc) || item.doc.slug_explicit ? [item.doc.slug] : []));
  const { rows } = await db.query<ExistingRow>(
    `SELECT id, slug, identity_key, source_url, content_hash, is_verified, citation_keys FROM documents
     WHERE id = ANY($1::uuid[]) OR identity_key = ANY($2::text[]) OR source_url = ANY($3::text[]) OR slug = ANY($4::text[])`,
    [ids, keys, urls, slugs],
  );
  const index: ExistingIndex = { byId: new Map(), byKey: new Map(), byUrl: new Map(), bySlug: new Map() };
  for (const row of rows) {
    index.byId.set(row.id, row);
    if (row.identity_key) index.byKey.set(row.identity_key, row);
    if (row.source_url) index.byUrl.set(row.source_url, row);
    index.bySlug.set(row.slug, row);
  }
  return index;
}

/** The stored row this item is a version of; undefined when new; a message when identities disagree. */
function matchExisting(item: ChunkItem, existing: ExistingIndex): ExistingRow | undefined | string {
  const { doc } = item;
  const byKey = doc.identity_key ? existing.byKey.get(doc.identity_key) : undefined;
  const byUrl = doc.source_url ? existing.byUrl.get(doc.source_url) : undefined;
  if (item.targetId) {
    const target = existing.byId.get(item.targetId);
    if (!target) return `document ${item.targetId} does not exist`;
    const other = [byKey, byUrl].find((row) => row && row.id !== target.id);
    return other ? `another document (${other.slug}) already has this citation or source URL` : target;
  }
  if (byKey && byUrl && byKey.id !== byUrl.id) {
    return `citation matches document ${byKey.slug} but sourceUrl matches document ${byUrl.slug}`;
  }
  if (byKey ?? byUrl) return byKey ?? byUrl;
  if (!slugIsIdentity(doc)) return undefined;
  const bySlug = existing.bySlug.get(doc.slug);
  // A row identified by its citation is a different document that merely shares the slug.
  return bySlug && !bySlug.identity_key && !bySlug.source_url ? bySlug : undefined;
}
