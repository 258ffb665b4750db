import type { Database } from '@batas/db';
import type { MailTransport, MailLog } from './mail-transport.ts';
import { renderOutgoing, type OutgoingMail } from './templates/index.ts';

/** Retries wait 30 s, 1 min, 2 min … up to an hour between tries; a message is given up after three days. */
export const RETRY_BASE_SECONDS = 30;
export const RETRY_MAX_SECONDS = 3600;
export const GIVE_UP_AFTER_HOURS = 72;
/** How long one process may hold a row it is sending before another process may try it. */
const HOLD_SECONDS = 120;

interface OutboxRow {
  id: string;
  template: OutgoingMail['template'];
  to_address: string;
  params: OutgoingMail['params'];
  attempts: number;
}

export interface DeliveryResult {
  sent: number;
  retrying: number;
  failed: number;
}

/**
 * Sends the messages that are due, a batch at a time. Rows are taken with FOR UPDATE SKIP LOCKED and held for a
 * while (locked_until), so several API processes share the outbox without sending a message twice; a process that
 * dies mid-send lets its hold pass and the row is tried again. A failed attempt is scheduled again with backoff:
 * an unreachable or refusing SMTP server delays mail and loses none.
 */
export async function deliverDueMail(
  db: Database,
  transport: MailTransport,
  options: { publicUrl: string; log: MailLog; batch?: number },
): Promise<DeliveryResult> {
  const result: DeliveryResult = { sent: 0, retrying: 0, failed: 0 };
  const due = await db.query<OutboxRow>(
    `UPDATE mail_outbox SET locked_until = now() + make_interval(secs => $2), attempts = attempts + 1
      WHERE id IN (SELECT id FROM mail_outbox
                    WHERE status = 'pending' AND next_attempt_at <= now()
                      AND (locked_until IS NULL OR locked_until < now())
                    ORDER BY next_attempt_at LIMIT $1 FOR UPDATE SKIP LOCKED)
      RETURNING id, template, to_address, params, attempts`,
    [options.batch ?? 20, HOLD_SECONDS],
  );
  for (const row of due.rows) {
    const outcome = await deliverOne(db, transport, row, options);
    result[outcome] += 1;
  }
  return result;
}

async function deliverOne(
  db: Database,
  transport: MailTransport,
  row: OutboxRow,
  options: { publicUrl: string; log: MailLog },
): Promise<keyof DeliveryResult> {
  const mail = { template: row.template, to: row.to_address, params: row.params } as OutgoingMail;
  try {
    const rendered = await renderOutgoing(mail, { db, publicUrl: options.publicUrl, outboxId: row.id });
    if (!rendered) {
      await db.query(`UPDATE mail_outbox SET status = 'failed', locked_until = NULL, last_error = $2 WHERE id = $1`, [
        row.id,
        'Nothing left to send: the account is gone or deactivated, or what the message was about is',
      ]);
      options.log.warn(
        { outboxId: row.id, template: row.template },
        'e-mail dropped: its account, or what it was about, is gone',
      );
      return 'failed';
    }
    const messageId = await transport.send(row.to_address, rendered, row.id);
    await db.query(
      `UPDATE mail_outbox SET status = 'sent', sent_at = now(), locked_until = NULL, message_id = $2, last_error = NULL
        WHERE id = $1`,
      [row.id, messageId],
    );
    return 'sent';
  } catch (error) {
    const message = describe(error);
    const delay = Math.min(RETRY_MAX_SECONDS, RETRY_BASE_SECONDS * 2 ** Math.max(0, row.attempts - 1));
    const updated = await db.query<{ status: string }>(
      `UPDATE mail_outbox SET locked_until = NULL, last_error = $2,
              next_attempt_at = now() + make_interval(secs => $3),
              status = CASE WHEN created_at < now() - make_interval(hours => $4) THEN 'failed' ELSE 'pending' END
        WHERE id = $1 RETURNING status`,
      [row.id, message, delay, GIVE_UP_AFTER_HOURS],
    );
    const gaveUp = updated.rows[0]?.status === 'failed';
    const context = { outboxId: row.id, template: row.template, attempts: row.attempts, error: message };
    if (gaveUp) options.log.error(context, `e-mail given up after ${GIVE_UP_AFTER_HOURS} hours of failures`);
    else options.log.warn({ ...context, retryInSeconds: delay }, 'e-mail not sent; it will be retried');
    return gaveUp ? 'failed' : 'retrying';
  }
}

function describe(error: unknown): string {
  const { message, responseCode, code } = error as { message?: string; responseCode?: number; code?: string };
  return [code, responseCode, message ?? String(error)].filter(Boolean).join(' ').slice(0, 500);
}
