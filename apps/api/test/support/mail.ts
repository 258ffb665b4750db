import type { Database } from '@batas/db';
import type { MailSettings } from '../../src/config/mail-env.ts';
import { deliverDueMail } from '../../src/mail/deliver-due-mail.ts';
import { createMailTransport } from '../../src/mail/mail-transport.ts';

/** A log that keeps what it was told, so tests can read what an operator would see. */
export function recordingLog() {
  const lines: Array<{ level: string; msg: string; obj: object }> = [];
  const at = (level: string) => (obj: object, msg: string) => lines.push({ level, msg, obj });
  return { lines, info: at('info'), warn: at('warn'), error: at('error') };
}

/**
 * One pass of the outbox's delivery, as the background loop runs it (tests call it instead of waiting for the
 * loop's timer). Returns how many messages were sent, are to be retried, or failed.
 */
export async function deliverOnce(db: Database, settings: MailSettings, log = recordingLog()) {
  const transport = createMailTransport(settings, log);
  try {
    return await deliverDueMail(db, transport, { publicUrl: settings.publicUrl, log });
  } finally {
    transport.close();
  }
}

/** Makes every waiting message due now, as if its backoff had passed. */
export async function makeOutboxDue(db: Database) {
  await db.query(`UPDATE mail_outbox SET next_attempt_at = now() WHERE status = 'pending'`);
}
