import { caseNameKey } from '@batas/shared';
import type { Queryable } from '../../client.ts';
import type { Candidate } from './decide-page.ts';

/** 'scra:136-27' → series SCRA, volume 136, page 27 (a part letter or a supplement keeps the key out: rare). */
export function pageOfKey(key: string): { series: 'SCRA' | 'PHIL' | 'OG'; volume: number; page: number } | null {
  const match = /^(scra|phil|og):(\d+)-(\d+)$/.exec(key);
  if (!match) return null;
  return {
    series: match[1]!.toUpperCase() as 'SCRA' | 'PHIL' | 'OG',
    volume: Number(match[2]),
    page: Number(match[3]),
  };
}

const SAMPLE = 5;

/**
 * Parallel evidence: for every report page printed beside a docket the citator resolved, the decisions named and how
 * many distinct citing documents name each. Pages that are some document's own report citation (the E-Library
 * prints '326 Phil. 38' on the decision itself) need no crosswalk and are left out.
 */
export async function parallelEvidence(db: Queryable): Promise<Map<string, Candidate[]>> {
  const { rows } = await db.query<{
    key: string;
    document_id: string;
    date: string | null;
    support: number;
    citing: string[];
  }>(
    `SELECT e.key, e.cited_id AS document_id, d.document_date::text AS date, e.support, e.citing
       FROM (SELECT k.key, c.cited_id, count(DISTINCT c.citing_id)::int AS support,
                    (array_agg(DISTINCT c.citing_id))[1:${SAMPLE}]::text[] AS citing
               FROM document_citations c CROSS JOIN LATERAL unnest(c.report_keys) AS k(key)
              WHERE c.cited_id IS NOT NULL AND cardinality(c.report_keys) > 0
              GROUP BY k.key, c.cited_id) AS e
       JOIN documents d ON d.id = e.cited_id
      WHERE NOT EXISTS (SELECT 1 FROM document_keys own WHERE own.key = e.key)`,
  );
  const byKey = new Map<string, Candidate[]>();
  for (const row of rows) {
    const candidate = { documentId: row.document_id, date: row.date, support: row.support, citing: row.citing };
    const list = byKey.get(row.key);
    if (list) list.push(candidate);
    else byKey.set(row.key, [candidate]);
  }
  return byKey;
}

export interface NameEvidence {
  nameKey: string;
  support: number;
  citing: string[];
  /** Dates printed with the page by the texts that give this name ('346 Phil. 321, November 5, 1997'). */
  dates: string[];
}

/** Name evidence: for every report page cited without a docket, the case names printed before it. */
export async function nameEvidence(db: Queryable): Promise<Map<string, NameEvidence[]>> {
  const { rows } = await db.query<{ key: string; cited_name: string; citing_id: string; date: string | null }>(
    `SELECT c.lookup_keys[1] AS key, c.cited_name, c.citing_id, c.cited_date::text AS date FROM document_citations c
      WHERE c.kind IN ('SCRA', 'PHIL', 'OG') AND c.cited_name IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM document_keys own WHERE own.key = c.lookup_keys[1])`,
  );
  const byKey = new Map<string, Map<string, { citing: Set<string>; dates: Set<string> }>>();
  for (const row of rows) {
    const nameKey = caseNameKey(row.cited_name);
    if (!nameKey) continue;
    const names = byKey.get(row.key) ?? new Map<string, { citing: Set<string>; dates: Set<string> }>();
    byKey.set(row.key, names);
    const name = names.get(nameKey) ?? { citing: new Set<string>(), dates: new Set<string>() };
    names.set(nameKey, name);
    name.citing.add(row.citing_id);
    if (row.date) name.dates.add(row.date);
  }
  return new Map(
    [...byKey].map(([key, names]) => [
      key,
      [...names].map(([nameKey, { citing, dates }]) => ({
        nameKey,
        support: citing.size,
        citing: [...citing].slice(0, SAMPLE),
        dates: [...dates],
      })),
    ]),
  );
}

/** Decisions by the key of their short case name ('tanada|tuvera'), with their dates. */
export async function decisionsByName(
  db: Queryable,
): Promise<Map<string, Array<{ documentId: string; date: string | null }>>> {
  const { rows } = await db.query<{ id: string; short_title: string; date: string | null }>(
    `SELECT id, short_title, document_date::text AS date FROM documents
      WHERE short_title IS NOT NULL AND document_is_decision(document_type)`,
  );
  const byName = new Map<string, Array<{ documentId: string; date: string | null }>>();
  for (const row of rows) {
    const key = caseNameKey(row.short_title);
    if (!key) continue;
    const list = byName.get(key);
    const entry = { documentId: row.id, date: row.date };
    if (list) list.push(entry);
    else byName.set(key, [entry]);
  }
  return byName;
}
