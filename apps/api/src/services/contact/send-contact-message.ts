import type { Database } from '@batas/db';
import type { z } from 'zod';
import type { contactBody } from '@batas/shared/contracts/contact';
import { HttpError } from '../../lib/errors.ts';
import { enqueueMail } from '../../mail/enqueue-mail.ts';
import { readSiteSettings } from '../site-settings/read-site-settings.ts';

export const NO_CONTACT_ADDRESS =
  'Messages cannot be sent yet: the site has no contact address. Please try again later.';

/**
 * Puts a visitor's message in the outbox, addressed to the contact address of the settings. The message is
 * kept as that outbox row (docs: the privacy page says so); the delivery loop sends it.
 */
export async function sendContactMessage(db: Database, message: z.output<typeof contactBody>): Promise<void> {
  await db.transaction(async (tx) => {
    const settings = await readSiteSettings(tx);
    if (!settings.contact_email) throw new HttpError(503, NO_CONTACT_ADDRESS);
    await enqueueMail(tx, {
      template: 'contact-message',
      to: settings.contact_email,
      params: { ...message, siteName: settings.site_name },
    });
  });
}
