import type { Database } from '@batas/db';
import type { z } from 'zod';
import type { siteSettingsBody } from '@batas/shared/contracts/site-settings';
import { recordAudit } from '../audit/record-audit.ts';
import type { CurrentUser } from '../auth/current-user.ts';
import { presentSiteSettings } from '../../presenters/site-settings.ts';
import { readSiteSettings } from './read-site-settings.ts';

type SettingsValues = z.output<typeof siteSettingsBody>;

/** The form's fields as flat names, to compare before and after for the audit log. */
function flatten(values: SettingsValues): Record<string, string | number | null> {
  return {
    siteName: values.siteName,
    contactEmail: values.contactEmail,
    ...Object.fromEntries(Object.entries(values.socialLinks).map(([key, url]) => [`socialLinks.${key}`, url])),
    'scrapingDefaults.maxDocuments': values.scrapingDefaults.maxDocuments,
    'scrapingDefaults.delay': values.scrapingDefaults.delay,
  };
}

/**
 * Saves every setting at once (the form always sends them all) and writes an audit entry naming each field that
 * changed with its value before and after, in the same transaction.
 */
export async function updateSiteSettings(db: Database, actor: CurrentUser, values: SettingsValues) {
  await db.transaction(async (tx) => {
    const before = flatten(presentSiteSettings(await readSiteSettings(tx)));
    await tx.query(
      `UPDATE site_settings SET site_name = $1, contact_email = $2, facebook_url = $3, x_url = $4,
              linkedin_url = $5, youtube_url = $6, scraping_max_documents = $7, scraping_delay_ms = $8,
              updated_by = $9, updated_at = now()
        WHERE id`,
      [
        values.siteName,
        values.contactEmail,
        values.socialLinks.facebook,
        values.socialLinks.x,
        values.socialLinks.linkedin,
        values.socialLinks.youtube,
        values.scrapingDefaults.maxDocuments,
        values.scrapingDefaults.delay,
        actor.id,
      ],
    );
    const after = flatten(values);
    const changes = Object.fromEntries(
      Object.keys(after)
        .filter((field) => before[field] !== after[field])
        .map((field) => [field, { before: before[field] ?? null, after: after[field] ?? null }]),
    );
    if (Object.keys(changes).length) {
      await recordAudit(tx, actor, {
        action: 'settings.update',
        targetType: 'settings',
        targetId: null,
        details: { changes },
      });
    }
  });
  return presentSiteSettings(await readSiteSettings(db));
}
