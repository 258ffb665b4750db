import type { Database, Queryable } from '../../client.ts';
import { reResolveKeys } from '../record-citations.ts';

export type AdminPageAction = { action: 'confirm' } | { action: 'change'; documentId: string } | { action: 'remove' };

export class ReportPageError extends Error {
  constructor(
    readonly reason: 'not-found' | 'nothing-to-confirm' | 'not-a-decision',
    message: string,
  ) {
    super(message);
  }
}

/** A page's mapping before and after an administrator's decision (null: the page leads nowhere). */
export interface ReportPageOutcome {
  before: string | null;
  after: string | null;
}

/**
 * An administrator's decision on a report page: confirm the mapping the evidence gave, map the page to another
 * decision, or remove the mapping. It outlives every later build of the crosswalk, and the citations of the page
 * are resolved again at once. Returns the page's mapping before and after (for the audit log).
 */
export async function decideReportPage(
  db: Database,
  key: string,
  decision: AdminPageAction,
  actorId: string | null,
): Promise<ReportPageOutcome> {
  return db.transaction((tx) => decideReportPageIn(tx, key, decision, actorId));
}

/**
 * The same inside a transaction the caller holds, so that what else it writes about the decision (the API's audit
 * entry) is committed with it or not at all.
 */
export async function decideReportPageIn(
  tx: Queryable,
  key: string,
  decision: AdminPageAction,
  actorId: string | null,
): Promise<ReportPageOutcome> {
  const { rows } = await tx.query<{ document_id: string | null; state: string }>(
    'SELECT document_id, state FROM report_pages WHERE key = $1 FOR UPDATE',
    [key],
  );
  const page = rows[0];
  if (!page) throw new ReportPageError('not-found', 'No evidence names this report page');
  const before = page.state === 'mapped' ? page.document_id : null;
  if (decision.action === 'confirm' && !before) {
    throw new ReportPageError('nothing-to-confirm', 'This page is not mapped: choose the decision it is instead');
  }
  if (decision.action === 'change') {
    const target = await tx.query('SELECT 1 FROM documents WHERE id = $1 AND document_is_decision(document_type)', [
      decision.documentId,
    ]);
    if (target.rows.length === 0) throw new ReportPageError('not-a-decision', 'No decision in the library has this id');
  }
  const after = decision.action === 'remove' ? null : decision.action === 'change' ? decision.documentId : before;
  await tx.query(
    `UPDATE report_pages SET decision = $2, document_id = $3, state = $4,
            method = CASE WHEN $2 = 'changed' THEN 'admin' ELSE method END, decided_by = $5, decided_at = now()
      WHERE key = $1`,
    [
      key,
      `${decision.action === 'change' ? 'changed' : decision.action === 'remove' ? 'removed' : 'confirmed'}`,
      after,
      after ? 'mapped' : 'unmapped',
      actorId,
    ],
  );
  if (before !== after) await reResolveKeys(tx, [key]);
  return { before, after };
}
