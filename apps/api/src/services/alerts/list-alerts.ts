import type { Queryable } from '@batas/db';
import type { Alert } from '@batas/shared/contracts/alerts';
import { notFound } from '../../lib/errors.ts';
import { ALERT_COLUMNS, presentAlert, type AlertRow } from '../../presenters/alert.ts';

/** How many of its newest finds each alert shows on the dashboard. */
export const LAST_MATCHES = 5;

const SELECT_ALERTS = `SELECT ${ALERT_COLUMNS},
    (SELECT count(*)::int FROM alert_matches c WHERE c.alert_id = a.id) AS match_count,
    (SELECT json_agg(m ORDER BY m.found_at DESC, m.slug) FROM (
       SELECT d.slug, d.title, d.document_type, d.citation, coalesce(d.date_decided, d.date_enacted)::text AS date,
              am.reason, am.citing_sentence, am.found_at
         FROM alert_matches am JOIN documents d ON d.id = am.document_id
        WHERE am.alert_id = a.id ORDER BY am.found_at DESC, d.slug LIMIT ${LAST_MATCHES}) AS m) AS last_matches
  FROM alerts a LEFT JOIN documents fd ON fd.id = a.document_id`;

/** The account's alerts, oldest first, each with its newest finds; `slug`: only those following that document. */
export async function listAlerts(db: Queryable, userId: string, slug?: string): Promise<Alert[]> {
  const { rows } = await db.query<AlertRow>(
    `${SELECT_ALERTS} WHERE a.user_id = $1 ${slug ? `AND a.kind = 'document' AND coalesce(fd.slug, a.document_slug) = $2` : ''}
      ORDER BY a.created_at, a.id`,
    slug ? [userId, slug] : [userId],
  );
  return rows.map(presentAlert);
}

/** One of the account's alerts; another account's is a 404, like one that does not exist. */
export async function getAlert(db: Queryable, userId: string, alertId: string): Promise<Alert> {
  const { rows } = await db.query<AlertRow>(`${SELECT_ALERTS} WHERE a.id = $1 AND a.user_id = $2`, [alertId, userId]);
  if (!rows[0]) throw notFound('No alert of yours has this id');
  return presentAlert(rows[0]);
}
