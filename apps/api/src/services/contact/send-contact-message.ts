import type { Database } from '@batas/db';
import type { z } from 'zod';
import type { contactBody } from '@batas/shared/contracts/contact';
import { HttpError } from '../../lib/errors.ts';
import { enqueueMail } from '../../mail/enqueue-mail.ts';
import { MESSAGE_RECIPIENTS_SQL, readSiteSettings } from '../site-settings/read-site-settings.ts';

export const NO_CONTACT_ADDRESS =
  'Messages cannot be sent yet: the site has no contact address. Please try again later.';

/**
 * Puts a visitor's message in the outbox, addressed to the contact address of the settings, or, while none is set
 * (nobody's address is published by default), to each active administrator. The message is kept as those outbox
 * rows (the privacy page says so); the delivery loop sends them.
 */
export async function sendContactMessage(db: Database, message: z.output<typeof contactBody>): Promise<void> {
  await db.transaction(async (tx) => {
    const settings = await readSiteSettings(tx);
    const recipients = settings.contact_email
      ? [settings.contact_email]
      : (await tx.query<{ email: string }>(`${MESSAGE_RECIPIENTS_SQL} ORDER BY created_at`)).rows.map(
          (row) => row.email,
        );
    if (recipients.length === 0) throw new HttpError(503, NO_CONTACT_ADDRESS);
    for (const to of recipients) {
      await enqueueMail(tx, { template: 'contact-message', to, params: { ...message, siteName: settings.site_name } });
    }
  });
}
