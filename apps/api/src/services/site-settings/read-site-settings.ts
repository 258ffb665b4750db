import type { Queryable } from '@batas/db';

/** The one row of site_settings (migration 0050), with the e-mail of whoever saved it last. */
export interface SiteSettingsRow {
  site_name: string;
  contact_email: string | null;
  facebook_url: string | null;
  x_url: string | null;
  linkedin_url: string | null;
  youtube_url: string | null;
  scraping_max_documents: number;
  scraping_delay_ms: number;
  updated_at: Date;
  updated_by_email: string | null;
  /** Whether the contact form can deliver: to contact_email, or without one to the administrators. */
  accepts_messages: boolean;
}

/** Who receives contact messages while no contact address is set: the active administrators. */
export const MESSAGE_RECIPIENTS_SQL = `SELECT email FROM users
  WHERE role IN ('super_admin', 'admin') AND is_active AND approval_status = 'approved'`;

export async function readSiteSettings(db: Queryable): Promise<SiteSettingsRow> {
  const { rows } = await db.query<SiteSettingsRow>(
    `SELECT s.site_name, s.contact_email, s.facebook_url, s.x_url, s.linkedin_url, s.youtube_url,
            s.scraping_max_documents, s.scraping_delay_ms, s.updated_at, u.email AS updated_by_email,
            s.contact_email IS NOT NULL OR EXISTS (${MESSAGE_RECIPIENTS_SQL}) AS accepts_messages
       FROM site_settings s LEFT JOIN users u ON u.id = s.updated_by
      WHERE s.id`,
  );
  // The migration inserts the row; a database where someone deleted it gets it back with the defaults.
  if (rows[0]) return rows[0];
  await db.query('INSERT INTO site_settings DEFAULT VALUES ON CONFLICT (id) DO NOTHING');
  return readSiteSettings(db);
}
