import type { Database, Queryable } from '@batas/db';
import { decideReportPageIn, ReportPageError, type AdminPageAction } from '@batas/db/citator';
import type { ReportPageDecision } from '@batas/shared/contracts/admin-citator';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { recordAudit } from '../audit/record-audit.ts';
import type { CurrentUser } from '../auth/current-user.ts';
import { readReportPage } from './report-page-rows.ts';

type Body = Required<Pick<ReportPageDecision, 'action'>> & Pick<ReportPageDecision, 'documentId' | 'slug'>;

/** The decision a change names: by id as given, by slug looked up (an unknown slug is the caller's mistake). */
async function actionOf(db: Queryable, body: Body): Promise<AdminPageAction> {
  if (body.action !== 'change') return { action: body.action };
  if (body.documentId) return { action: 'change', documentId: body.documentId };
  const { rows } = await db.query<{ id: string }>('SELECT id FROM documents WHERE slug = $1', [body.slug]);
  if (!rows[0]) throw badRequest('slug', 'No document in the library has this address');
  return { action: 'change', documentId: rows[0].id };
}

const AUDIT_ACTION = { confirm: 'citator.page.confirm', change: 'citator.page.change', remove: 'citator.page.remove' };

/**
 * An administrator confirms, changes or removes a report page's mapping (packages/db's decideReportPage: it
 * outlives re-mining, and the page's citations are resolved again so cited-by counts follow), with an audit entry
 * in the same transaction naming the decision the page led to before and after.
 */
export async function decideReportPageAsAdmin(db: Database, actor: CurrentUser, key: string, body: Body) {
  const outcome = await db
    .transaction(async (tx) => {
      const action = await actionOf(tx, body);
      const result = await decideReportPageIn(tx, key, action, actor.id);
      const titles = await tx.query<{ id: string; title: string }>(
        `SELECT id, coalesce(short_title, title) AS title FROM documents WHERE id = ANY($1::uuid[])`,
        [[result.before, result.after].filter(Boolean)],
      );
      const name = (id: string | null) => (id ? (titles.rows.find((row) => row.id === id)?.title ?? id) : null);
      const page = await readReportPage(tx, key);
      await recordAudit(tx, actor, {
        action: AUDIT_ACTION[body.action],
        targetType: 'report_page',
        targetId: key,
        details: { name: page!.citation, before: result.before, after: result.after },
        changes:
          result.before === result.after
            ? []
            : [{ field: 'decision', before: name(result.before), after: name(result.after) }],
      });
      return { ...result, page: page! };
    })
    .catch((error: unknown) => {
      if (!(error instanceof ReportPageError)) throw error;
      if (error.reason === 'not-found') throw notFound(error.message);
      if (error.reason === 'not-a-decision') throw badRequest('documentId', error.message);
      throw conflict(error.message, 'action');
    });
  return outcome;
}
