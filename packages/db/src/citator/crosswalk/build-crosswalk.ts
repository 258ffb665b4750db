import type { Database } from '../../client.ts';
import { refreshLibraryHealth } from '../library-health.ts';
import { reResolveKeys } from '../record-citations.ts';
import { decidePage, type PageDecision, type PageEvidence } from './decide-page.ts';
import { decisionsByName, nameEvidence, pageOfKey, parallelEvidence } from './mine-evidence.ts';
import { pagePeriod, volumeOf, volumePeriods } from './volume-periods.ts';

export interface CrosswalkSummary {
  pages: number;
  mapped: { parallel: number; name: number; admin: number };
  conflicts: number;
  unmapped: number;
  /** Pages whose decision changed in this build: their citations were resolved again. */
  changed: number;
  ms: number;
}

interface PageRow {
  key: string;
  series: string;
  volume: number;
  page: number;
  document_id: string | null;
  state: PageDecision['state'];
  method: PageDecision['method'];
  support: number;
  dissent: number;
  evidence: unknown[];
}

const ROWS_PER_WRITE = 5000;

/**
 * Mines the library's texts for which decision each report page is (README.md in this folder), writes the crosswalk
 * (report_pages), keeping every administrator's decision, and resolves again every citation of a page whose
 * decision changed, so the citator's lists and counts follow at once. Safe to run at any time; run after an
 * install, after a scraping job and by `npm run citations:rebuild`. Being what runs whenever the library changes, it
 * also takes the library's health figures again (library-health.ts) once the crosswalk is written.
 */
export async function buildCrosswalk(db: Database): Promise<CrosswalkSummary> {
  const started = Date.now();
  const parallel = await parallelEvidence(db);
  const names = await nameEvidence(db);
  const decisions = await decisionsByName(db);
  // Only unanimous pages teach a volume its dates: a misprint must not stretch them.
  const points = [...parallel].flatMap(([key, candidates]) => {
    const page = pageOfKey(key);
    return page && candidates.length === 1 && candidates[0]!.date ? [{ ...page, date: candidates[0]!.date }] : [];
  });
  const periods = volumePeriods(points);
  const pointsByVolume = new Map<string, typeof points>();
  for (const point of points) {
    const volume = volumeOf(point.series, point.volume);
    const inVolume = pointsByVolume.get(volume);
    if (inVolume) inVolume.push(point);
    else pointsByVolume.set(volume, [point]);
  }
  const rows: PageRow[] = [];
  for (const key of new Set([...parallel.keys(), ...names.keys()])) {
    const page = pageOfKey(key);
    if (!page) continue;
    const volume = volumeOf(page.series, page.volume);
    const period = periods.get(volume) ?? null;
    const evidence: PageEvidence = {
      parallel: parallel.get(key) ?? [],
      byName: (names.get(key) ?? []).map((name) => ({ ...name, decisions: decisions.get(name.nameKey) ?? [] })),
      period,
      pagePeriod: period && pagePeriod(period, pointsByVolume.get(volume) ?? [], page.page),
    };
    const decision = decidePage(evidence);
    rows.push({
      key,
      ...page,
      document_id: decision.documentId,
      state: decision.state,
      method: decision.method,
      support: decision.support,
      dissent: decision.dissent,
      evidence: describeEvidence(evidence),
    });
  }
  const changed = await db.transaction(async (tx) => {
    const before = await effectiveMappings(tx);
    for (let start = 0; start < rows.length; start += ROWS_PER_WRITE) {
      await tx.query(
        `INSERT INTO report_pages (key, series, volume, page, document_id, state, method, support, dissent, evidence, mined_at)
         SELECT key, series, volume, page, document_id, state, method, support, dissent, evidence, now()
           FROM jsonb_to_recordset($1::jsonb) AS x(key text, series text, volume integer, page integer,
             document_id uuid, state text, method text, support integer, dissent integer, evidence jsonb)
         ON CONFLICT (key) DO UPDATE SET
           evidence = excluded.evidence, mined_at = excluded.mined_at,
           -- An administrator's decision stands; only the evidence shown beside it is brought up to date.
           document_id = CASE WHEN report_pages.decision IS NULL THEN excluded.document_id ELSE report_pages.document_id END,
           state = CASE WHEN report_pages.decision IS NULL THEN excluded.state ELSE report_pages.state END,
           method = CASE WHEN report_pages.decision IS NULL THEN excluded.method ELSE report_pages.method END,
           support = excluded.support, dissent = excluded.dissent`,
        [JSON.stringify(rows.slice(start, start + ROWS_PER_WRITE))],
      );
    }
    // Pages no text names any more are forgotten, unless an administrator decided them.
    await tx.query('DELETE FROM report_pages WHERE decision IS NULL AND NOT key = ANY($1::text[])', [
      rows.map((row) => row.key),
    ]);
    const after = await effectiveMappings(tx);
    const moved = [...new Set([...before.keys(), ...after.keys()])].filter((key) => before.get(key) !== after.get(key));
    await reResolveKeys(tx, moved);
    return moved.length;
  });
  const mapped = { parallel: 0, name: 0, admin: 0 };
  const counts = await db.query<{ state: string; method: string | null; n: number }>(
    'SELECT state, method, count(*)::int AS n FROM report_pages GROUP BY state, method',
  );
  let conflicts = 0;
  let unmapped = 0;
  let pages = 0;
  for (const row of counts.rows) {
    pages += row.n;
    if (row.state === 'mapped' && row.method) mapped[row.method as keyof typeof mapped] += row.n;
    else if (row.state === 'conflict') conflicts += row.n;
    else unmapped += row.n;
  }
  const ms = Date.now() - started;
  await refreshLibraryHealth(db);
  return { pages, mapped, conflicts, unmapped, changed, ms };
}

/** key → the decision a page leads to now (mapped pages only). */
async function effectiveMappings(db: Pick<Database, 'query'>): Promise<Map<string, string>> {
  const { rows } = await db.query<{ key: string; document_id: string }>(
    `SELECT key, document_id FROM report_pages WHERE state = 'mapped' AND document_id IS NOT NULL`,
  );
  return new Map(rows.map((row) => [row.key, row.document_id]));
}

/** What the review page shows beside a page: every candidate, how it was found, and a few citing documents. */
function describeEvidence(evidence: PageEvidence) {
  return [
    ...evidence.parallel.map((candidate) => ({
      method: 'parallel',
      documentId: candidate.documentId,
      support: candidate.support,
      citing: candidate.citing,
    })),
    ...evidence.byName.map((name) => ({
      method: 'name',
      name: name.nameKey,
      documentIds: name.decisions.slice(0, 5).map((decision) => decision.documentId),
      support: name.support,
      citing: name.citing,
    })),
  ];
}
