import type { SiteSettings, SiteSettingsInput } from '@batas/shared/contracts/site-settings';
import { baseUrl, e2eData } from './browser.ts';

/** The settings as the migration leaves them: what every other test expects (the name Batas, no links). */
export const DEFAULT_SETTINGS: SiteSettingsInput = {
  siteName: 'Batas',
  contactEmail: null,
  socialLinks: { facebook: null, x: null, linkedin: null, youtube: null },
  scrapingDefaults: { maxDocuments: 100, delay: 1500 },
};

async function superAdminToken(): Promise<string> {
  const response = await fetch(`${baseUrl()}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(e2eData().users.superAdmin),
  });
  if (!response.ok) throw new Error(`admin login answered ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

/** Saves settings through the API as the super admin: a test sets the state it needs, then puts the defaults back. */
export async function saveSettings(changes: Partial<SiteSettingsInput>): Promise<SiteSettings> {
  const response = await fetch(`${baseUrl()}/api/admin/settings`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await superAdminToken()}` },
    body: JSON.stringify({ ...DEFAULT_SETTINGS, ...changes }),
  });
  if (!response.ok) throw new Error(`PUT /api/admin/settings answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: SiteSettings }).data;
}
