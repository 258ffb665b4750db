import type { Database } from '@batas/db';
import type { MailSettings } from '../../config/mail-env.ts';
import { enqueueMail } from '../../mail/enqueue-mail.ts';
import type { CurrentUser } from '../auth/current-user.ts';
import { readSiteSettings } from './read-site-settings.ts';

/**
 * Queues a test message to the admin who asked, through the same outbox as every other message, and says where it
 * will end up: the SMTP server of SMTP_URL, or (without one) an .eml file in the server's outbox folder.
 */
export async function sendTestEmail(db: Database, mail: MailSettings, actor: CurrentUser) {
  const settings = await readSiteSettings(db);
  const outboxId = await enqueueMail(db, {
    template: 'test-email',
    to: actor.email,
    params: { siteName: settings.site_name, requestedAt: new Date().toISOString().slice(0, 16).replace('T', ' ') },
  });
  const delivery = mail.smtpUrl ? ('smtp' as const) : ('folder' as const);
  const message =
    delivery === 'smtp'
      ? `A test e-mail to ${actor.email} is queued; the mail server (SMTP_URL) gets it within a few seconds.`
      : `A test e-mail to ${actor.email} is queued. No mail server is configured (SMTP_URL), so it is written as an .eml file to ${mail.outboxDir} on the server.`;
  return { to: actor.email, delivery, outboxId, message };
}
