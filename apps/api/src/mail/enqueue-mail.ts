import type { Queryable } from '@batas/db';
import type { OutgoingMail } from './templates/index.ts';

/**
 * Puts a message in the outbox. Pass the transaction of the change that causes the message: the two are
 * committed together or not at all, and the delivery loop sends it afterwards (retrying while the SMTP server is
 * unreachable), so the request that caused it never waits for, or fails with, the mail server.
 */
export async function enqueueMail(db: Queryable, mail: OutgoingMail): Promise<string> {
  const result = await db.query<{ id: string }>(
    'INSERT INTO mail_outbox (template, to_address, params) VALUES ($1, $2, $3) RETURNING id',
    [mail.template, mail.to, JSON.stringify(mail.params)],
  );
  return result.rows[0]!.id;
}
