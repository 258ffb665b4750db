import { CITATION_FORMS, CITATION_KINDS, citationFormOf, type CitationForm } from '@batas/shared/citations';
import type { Queryable } from '../client.ts';

export interface FormHealth {
  form: CitationForm;
  /** Distinct citations (one per citing document and canonical form). */
  citations: number;
  /** Of them, those that lead to one library document. */
  resolved: number;
  /** Those that cannot name one document by themselves ('Executive Order No. 1' without its year). */
  unnameable: number;
}

export interface MissingCitation {
  form: CitationForm;
  kind: string;
  canonical: string;
  /** How many library documents cite it. */
  citing: number;
}

export interface LibraryHealth {
  byForm: FormHealth[];
  /** Per form, the most-cited citations that resolve to nothing, most cited first. */
  missing: MissingCitation[];
  computedAt: string;
  durationMs: number;
}

/** How many of the most-cited missing citations are kept for each form. */
export const MISSING_PER_FORM = 25;

// Court of Appeals dockets and generic numbers are not documents the library means to hold: not "missing".
const NOT_FOR_THE_LIBRARY: CitationForm = 'other';

const kindForms = () => JSON.stringify(Object.fromEntries(CITATION_KINDS.map((kind) => [kind, citationFormOf(kind)])));

/**
 * Counts the citator's rows: two passes over document_citations, the shares by kind, and the unresolved citations
 * grouped by their canonical form, ranked within each form. Reads only.
 */
export async function computeLibraryHealth(db: Queryable): Promise<Pick<LibraryHealth, 'byForm' | 'missing'>> {
  const byKind = await db.query<{ kind: string; citations: number; resolved: number; unnameable: number }>(
    `SELECT kind, count(*)::int AS citations, count(cited_id)::int AS resolved,
            count(*) FILTER (WHERE cardinality(lookup_keys) = 0)::int AS unnameable
       FROM document_citations GROUP BY kind`,
  );
  const forms = new Map<CitationForm, FormHealth>(
    CITATION_FORMS.map((form) => [form, { form, citations: 0, resolved: 0, unnameable: 0 }]),
  );
  for (const row of byKind.rows) {
    const health = forms.get(citationFormOf(row.kind))!;
    health.citations += row.citations;
    health.resolved += row.resolved;
    health.unnameable += row.unnameable;
  }
  const missing = await db.query<MissingCitation>(
    `SELECT form, kind, canonical, citing FROM (
       SELECT f.form, c.kind, c.canonical, count(*)::int AS citing,
              row_number() OVER (PARTITION BY f.form ORDER BY count(*) DESC, c.canonical) AS rank
         FROM document_citations c JOIN jsonb_each_text($1::jsonb) AS f (kind, form) ON f.kind = c.kind
        WHERE c.cited_id IS NULL AND cardinality(c.lookup_keys) > 0 AND f.form <> $2
        GROUP BY f.form, c.kind, c.canonical) AS ranked
      WHERE rank <= $3
      ORDER BY citing DESC, canonical`,
    [kindForms(), NOT_FOR_THE_LIBRARY, MISSING_PER_FORM],
  );
  return { byForm: [...forms.values()], missing: missing.rows };
}

/** Counts again and stores the figures (migration 0066 says why they are stored). */
export async function refreshLibraryHealth(db: Queryable): Promise<LibraryHealth> {
  const started = Date.now();
  const figures = await computeLibraryHealth(db);
  const durationMs = Date.now() - started;
  const stored = await db.query<{ computed_at: Date }>(
    `INSERT INTO library_health (id, figures, computed_at, duration_ms) VALUES (true, $1, now(), $2)
     ON CONFLICT (id) DO UPDATE SET figures = excluded.figures, computed_at = excluded.computed_at,
       duration_ms = excluded.duration_ms
     RETURNING computed_at`,
    [JSON.stringify(figures), durationMs],
  );
  return { ...figures, computedAt: stored.rows[0]!.computed_at.toISOString(), durationMs };
}

/** The latest stored figures, taken now when there are none yet (a new database). */
export async function readLibraryHealth(db: Queryable): Promise<LibraryHealth> {
  const { rows } = await db.query<{
    figures: Pick<LibraryHealth, 'byForm' | 'missing'>;
    computed_at: Date;
    duration_ms: number;
  }>('SELECT figures, computed_at, duration_ms FROM library_health');
  const row = rows[0];
  if (!row) return refreshLibraryHealth(db);
  return { ...row.figures, computedAt: row.computed_at.toISOString(), durationMs: row.duration_ms };
}
