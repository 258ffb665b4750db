import type { PublicSite, SiteSettings } from '@batas/shared/contracts/site-settings';
import type { SiteSettingsRow } from '../services/site-settings/read-site-settings.ts';

export function presentSiteSettings(row: SiteSettingsRow): SiteSettings {
  return {
    ...presentPublicSite(row),
    scrapingDefaults: { maxDocuments: row.scraping_max_documents, delay: row.scraping_delay_ms },
    updatedAt: new Date(row.updated_at).toISOString(),
    updatedByEmail: row.updated_by_email,
  };
}

/** What any visitor may see: no scraping knobs, no names of admins. */
export function presentPublicSite(row: SiteSettingsRow): PublicSite {
  return {
    siteName: row.site_name,
    contactEmail: row.contact_email,
    acceptsMessages: row.accepts_messages,
    socialLinks: { facebook: row.facebook_url, x: row.x_url, linkedin: row.linkedin_url, youtube: row.youtube_url },
  };
}
