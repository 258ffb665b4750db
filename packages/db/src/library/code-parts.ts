import type { Database, Queryable } from '../client.ts';
import { prepareDocument } from '../documents/prepare-document.ts';
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

/** The code's own page (its preamble, title and signature) goes before every part. */
const HEAD = [-1];

/**
 * Keeps parts until the whole code can be assembled: the parts of one code may arrive in any order, and over
 * several runs. Each part's file is recorded in the ledger as a part, in the same transaction.
 */
export async function stageCodeParts(db: Database, parts: readonly CodePartCopy[]): Promise<void> {
  if (parts.length === 0) return;
  await db.transaction(async (tx) => {
    await stage(tx, parts);
    await recordFiles(
      tx,
      parts.map((file) => ({ file, result: { outcome: 'part' } })),
    );
  });
}

async function stage(db: Queryable, parts: readonly CodePartCopy[]): Promise<void> {
  await db.query(
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
}

/** The files of a collection kept as parts or heads of codes: a new version of one is staged again, not written. */
export async function stagedPaths(db: Queryable, collection: string): Promise<Set<string>> {
  const { rows } = await db.query<{ path: string }>('SELECT path FROM library_code_parts WHERE collection = $1', [
    collection,
  ]);
  return new Set(rows.map((row) => row.path));
}

/** A staged head or part, re-staged under its code when a new version of its file arrives. */
export async function stagedCodeOf(db: Queryable, collection: string, path: string) {
  const { rows } = await db.query<{ code_citation: string; sort_key: number[]; headings: string[] }>(
    'SELECT code_citation, sort_key, headings FROM library_code_parts WHERE collection = $1 AND path = $2',
    [collection, path],
  );
  return rows[0] ?? null;
}

interface StagedPart {
  path: string;
  sort_key: number[];
  headings: string[];
  record: Pick<LibraryCopy, 'document' | 'provenance' | 'sha256'>;
}

/**
 * Joins the staged parts of every code of a collection into the code's one document, in their order, after the
 * code's own page (its head); a decision's separate opinions printed on pages of their own join it the same way, with each Book, Title and Chapter heading printed once where it begins (the viewer
 * builds the contents list from them). The head is the document the code's own page made: the first assembly keeps
 * that page's record beside the parts, so that later assemblies start from it again. Every part's page becomes a
 * provenance of the code. Returns the codes assembled anew (not those already stored as assembled).
 */
export async function assembleCodes(db: Database, collection: string): Promise<string[]> {
  const { rows: codes } = await db.query<{ code_citation: string }>(
    'SELECT DISTINCT code_citation FROM library_code_parts WHERE collection = $1 ORDER BY code_citation',
    [collection],
  );
  const assembled: string[] = [];
  for (const { code_citation: code } of codes) {
    await keepHead(db, collection, code);
    const { rows: parts } = await db.query<StagedPart>(
      `SELECT path, sort_key, headings, record FROM library_code_parts
        WHERE collection = $1 AND code_citation = $2 ORDER BY sort_key, path`,
      [collection, code],
    );
    const first = parts[0]!.record;
    const copy: LibraryCopy = {
      collection,
      path: parts[0]!.path,
      sha256: first.sha256,
      document: { ...first.document, ...joinParts(parts), textAtSource: false },
      provenance: first.provenance,
    };
    const [outcome] = await writeLibraryCopies(db, [copy], [], { ledger: false });
    if (!outcome || outcome.outcome === 'skipped') continue;
    // Assembled as it already was (a second run of the same archive): nothing changed, nothing to report.
    if (outcome.outcome === 'duplicate') continue;
    assembled.push(code);
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
  return assembled;
}

/**
 * The first time a code is assembled, its own page was written as an ordinary document (it is not a part): its
 * record is staged as the head, taken from that document as stored, so that every later assembly starts from it.
 */
async function keepHead(db: Database, collection: string, code: string): Promise<void> {
  const staged = await db.query(
    'SELECT 1 FROM library_code_parts WHERE collection = $1 AND code_citation = $2 AND sort_key = $3',
    [collection, code, HEAD],
  );
  if (staged.rows.length > 0) return;
  const sample = await db.query<{ record: StagedPart['record'] }>(
    'SELECT record FROM library_code_parts WHERE collection = $1 AND code_citation = $2 LIMIT 1',
    [collection, code],
  );
  const identity = prepareDocument({ ...sample.rows[0]!.record.document, textAtSource: true }).identity_key;
  const { rows } = await db.query<HeadRow>(
    `SELECT d.title, d.short_title, d.document_type, d.citation, d.date_enacted::text AS date_enacted,
            d.date_decided::text AS date_decided, d.gr_number, d.case_number, d.court, d.court_level, d.law_category,
            d.ponente, d.division, d.petitioner, d.respondent, d.subject, d.summary, d.content,
            d.html_content, s.path, s.source_name, s.source_url, s.pdf_url, f.sha256
       FROM documents d
       JOIN document_sources s ON s.document_id = d.id AND s.collection = $1
       JOIN library_files f ON f.collection = s.collection AND f.path = s.path AND f.outcome <> 'part'
      WHERE d.identity_key = $2
      LIMIT 1`,
    [collection, identity],
  );
  const head = rows[0];
  if (!head) return;
  await stage(db, [
    {
      collection,
      path: head.path,
      sha256: head.sha256,
      codeCitation: code,
      headings: [],
      sortKey: HEAD,
      // Every field the head page gave its document: a decision joined with its opinions keeps its date, docket,
      // ponente and parties.
      document: {
        title: head.title,
        shortTitle: head.short_title,
        documentType: head.document_type,
        citation: head.citation,
        dateEnacted: head.date_enacted,
        dateDecided: head.date_decided,
        grNumber: head.gr_number,
        caseNumber: head.case_number,
        court: head.court,
        courtLevel: head.court_level,
        lawCategory: head.law_category,
        ponente: head.ponente,
        division: head.division,
        petitioner: head.petitioner,
        respondent: head.respondent,
        subject: head.subject,
        summary: head.summary,
        content: head.content,
        htmlContent: head.html_content,
        sourceName: head.source_name,
        sourceUrl: head.source_url,
        pdfUrl: head.pdf_url,
      },
      provenance: { sourceName: head.source_name, sourceUrl: head.source_url, pdfUrl: head.pdf_url },
    },
  ]);
}

interface HeadRow {
  title: string;
  short_title: string | null;
  document_type: string;
  citation: string | null;
  date_enacted: string | null;
  date_decided: string | null;
  gr_number: string | null;
  case_number: string | null;
  court: string | null;
  court_level: string | null;
  law_category: string | null;
  ponente: string | null;
  division: string | null;
  petitioner: string | null;
  respondent: string | null;
  subject: string | null;
  summary: string | null;
  content: string | null;
  html_content: string | null;
  path: string;
  source_name: string;
  source_url: string | null;
  pdf_url: string | null;
  sha256: string;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The parts' texts in order, each Book, Title and Chapter heading printed once where it begins: as plain text, and
 * as HTML (headings one level deeper per level) when a part has HTML of its own (the Gazette's tables).
 */
function joinParts(parts: readonly StagedPart[]): { content: string; htmlContent: string | null } {
  const text: string[] = [];
  const html: string[] = [];
  let open: string[] = [];
  const seen = new Set<string>();
  for (const part of parts) {
    // The same page saved twice (LawPhil keeps one opinion under two file names) is printed once.
    const body = (part.record.document.htmlContent ?? part.record.document.content ?? '').trim();
    if (body && seen.has(body)) continue;
    seen.add(body);
    const firstNew = part.headings.findIndex((heading, level) => open[level] !== heading);
    if (firstNew >= 0) {
      part.headings.slice(firstNew).forEach((heading, index) => {
        text.push(heading);
        const level = Math.min(6, 2 + firstNew + index);
        html.push(`<h${level}>${escapeHtml(heading)}</h${level}>`);
      });
    }
    open = part.headings;
    const { content, htmlContent } = part.record.document;
    if (content?.trim()) text.push(content.trim());
    if (htmlContent?.trim()) html.push(htmlContent.trim());
    else if (content?.trim())
      html.push(
        ...content
          .trim()
          .split(/\n{2,}/)
          .map((block) => `<p>${escapeHtml(block)}</p>`),
      );
  }
  const anyHtml = parts.some((part) => part.record.document.htmlContent?.trim());
  return { content: text.join('\n\n'), htmlContent: anyHtml ? html.join('\n') : null };
}
