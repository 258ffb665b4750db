import { nextDigestAt } from '@batas/shared/dates';
import type { Database, Queryable } from '../client.ts';
import { insertOutboxRow } from '../mail-outbox.ts';
import type { AlertRow, NewsItem } from './alert-row.ts';
import { NEWS_SOURCES } from './news-sources.ts';

export interface AlertRunCounts {
  accounts: number;
  alerts: number;
  digests: number;
  documents: number;
}

/** The outbox template the API renders a digest with (apps/api/src/mail/templates/alert-digest.ts). */
export const DIGEST_TEMPLATE = 'alert-digest';
/**
 * How far before its last run an alert looks again. A document's created_at is the start of the transaction that
 * wrote it, so an import chunk that committed just after a run began can carry a time before that run: looking back
 * an hour (what was found already is left out) lets the next run see it.
 */
const LOOKBACK_MINUTES = 60;
/** Documents recorded per alert and run: a search that matches a whole import does not fill the table. */
const NEWS_PER_ALERT = 200;

/**
 * Sends what is due: for each account with an active alert whose time has come (every active alert with `all`), one
 * transaction locks those alerts (FOR UPDATE SKIP LOCKED), asks each alert's sources what is new since its last
 * run, records the finds, queues one digest e-mail when there are any, and moves the alerts' next run on. Another
 * process running at the same moment skips the locked alerts, and once the transaction commits they are no longer
 * due: a digest is queued once, and the outbox sends each row once. An account whose alerts found nothing gets no
 * e-mail. An error in one account's alerts rolls back that account alone; it is tried again on the next pass.
 */
export async function runAlertDigests(
  db: Database,
  options: { all?: boolean; onError?: (error: unknown, userId: string) => void } = {},
): Promise<AlertRunCounts> {
  const all = options.all ?? false;
  const owners = await db.query<{ user_id: string }>(
    `SELECT DISTINCT a.user_id FROM alerts a JOIN users u ON u.id = a.user_id
      WHERE a.status = 'active' AND u.is_active AND u.approval_status <> 'rejected' AND ($1 OR a.next_run_at <= now())
        -- Until an account confirms its address, no alert mail goes to it.
        AND u.email_verified_at IS NOT NULL`,
    [all],
  );
  const counts: AlertRunCounts = { accounts: 0, alerts: 0, digests: 0, documents: 0 };
  for (const { user_id: userId } of owners.rows) {
    try {
      const run = await db.transaction((tx) => runAccountAlerts(tx, userId, all));
      if (run.alerts === 0) continue;
      counts.accounts += 1;
      counts.alerts += run.alerts;
      counts.documents += run.documents;
      if (run.documents > 0) counts.digests += 1;
    } catch (error) {
      options.onError?.(error, userId);
    }
  }
  return counts;
}

async function runAccountAlerts(tx: Queryable, userId: string, all: boolean) {
  const now = (await tx.query<{ now: Date }>('SELECT now() AS now')).rows[0]!.now;
  const due = await tx.query<AlertRow & { since: Date }>(
    `SELECT a.id, a.user_id, a.kind, a.frequency, a.search_text, a.citation_keys, a.document_types, a.year, a.court,
            a.court_level, a.law_category, a.document_id,
            greatest(a.created_at, a.last_run_at - make_interval(mins => $3)) AS since
       FROM alerts a
      WHERE a.user_id = $1 AND a.status = 'active' AND ($2 OR a.next_run_at <= now())
      ORDER BY a.created_at, a.id
        FOR UPDATE SKIP LOCKED`,
    [userId, all, LOOKBACK_MINUTES],
  );
  if (due.rows.length === 0) return { alerts: 0, documents: 0 };
  const found: Array<{ alert: AlertRow; items: NewsItem[] }> = [];
  for (const alert of due.rows) {
    const items = new Map<string, NewsItem>();
    for (const source of NEWS_SOURCES[alert.kind]) {
      const news = await source(tx, alert, { since: new Date(alert.since), limit: NEWS_PER_ALERT });
      for (const item of news) if (!items.has(item.documentId)) items.set(item.documentId, item);
    }
    if (items.size > 0) found.push({ alert, items: [...items.values()] });
  }
  const documents = found.reduce((sum, entry) => sum + entry.items.length, 0);
  if (documents > 0) await queueDigest(tx, userId, found);
  await tx.query(
    `UPDATE alerts SET last_run_at = $2,
            next_run_at = CASE WHEN next_run_at > $2 THEN next_run_at
                               WHEN frequency = 'daily' THEN $3::timestamptz ELSE $4::timestamptz END
      WHERE id = ANY($1::uuid[])`,
    [due.rows.map((alert) => alert.id), now, nextDigestAt('daily', now), nextDigestAt('weekly', now)],
  );
  return { alerts: due.rows.length, documents };
}

async function queueDigest(tx: Queryable, userId: string, found: Array<{ alert: AlertRow; items: NewsItem[] }>) {
  const digest = await tx.query<{ id: string; email: string }>(
    `WITH digest AS (INSERT INTO alert_digests (user_id) VALUES ($1) RETURNING id, user_id)
     SELECT digest.id, users.email FROM digest JOIN users ON users.id = digest.user_id`,
    [userId],
  );
  const { id: digestId, email } = digest.rows[0]!;
  const rows = found.flatMap(({ alert, items }) => items.map((item) => ({ alert: alert.id, ...item })));
  await tx.query(
    `INSERT INTO alert_matches (alert_id, document_id, digest_id, reason, citing_sentence)
     SELECT alert_id, document_id, $1, reason, citing_sentence
       FROM unnest($2::uuid[], $3::uuid[], $4::text[], $5::text[]) AS t(alert_id, document_id, reason, citing_sentence)`,
    [
      digestId,
      rows.map((row) => row.alert),
      rows.map((row) => row.documentId),
      rows.map((row) => row.reason),
      rows.map((row) => row.citingSentence),
    ],
  );
  // The message holds only the digest's id: it is rendered from these rows when it is sent.
  await insertOutboxRow(tx, { template: DIGEST_TEMPLATE, to: email, params: { digestId } });
}
