import type { Queryable } from '@batas/db';
import { insertOutboxRow } from '@batas/db/mail-outbox';
import type { OutgoingMail } from './templates/index.ts';

/**
 * Puts a message in the outbox. Pass the transaction of the change that causes the message: the two are
 * committed together or not at all, and the delivery loop sends it afterwards (retrying while the SMTP server is
 * unreachable), so the request that caused it never waits for, or fails with, the mail server.
 */
export async function enqueueMail(db: Queryable, mail: OutgoingMail): Promise<string> {
  return insertOutboxRow(db, mail);
}
