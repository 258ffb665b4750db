import { z } from 'zod';
import { SCRAPING_LIMITS } from '../constants/scraping.ts';
import { EMAIL_PATTERN } from '../schemas/accounts.ts';
import { safeText } from '../schemas/safe-text.ts';
import { successSchema } from './envelope.ts';
import { defineRoute } from './route.ts';
import { guardedErrors } from './admin-common.ts';

/**
 * The site's settings (Admin → Settings, super admins only) and the part of them the public pages read
 * (GET /api/site: name, contact address, social links). The same schemas validate the API and the admin form.
 */
export const SITE_NAME_MAX = 80;

// Blank means "not set" (null): a link or address that is not configured is simply not shown.
const blankToNull = (value: string) => value || null;

const socialLink = safeText()
  .trim()
  .max(300, 'Must be at most 300 characters')
  .refine((value) => value === '' || isWebLink(value), 'Must be a link starting with https:// or http://')
  .nullish()
  .transform((value) => value || null);

function isWebLink(value: string): boolean {
  if (!/^https?:\/\/[^\s]+$/i.test(value)) return false;
  try {
    return Boolean(new URL(value).hostname.includes('.'));
  } catch {
    return false;
  }
}

const { maxDocuments, delayMs } = SCRAPING_LIMITS;
const whole = (label: string, min: number, max: number) =>
  z
    .number({ message: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);

export const socialLinksSchema = z.object({
  facebook: socialLink,
  x: socialLink,
  linkedin: socialLink,
  youtube: socialLink,
});

/** PUT /api/admin/settings: every field, as the form shows them. */
export const siteSettingsBody = z.object({
  siteName: safeText({ error: 'Site name is required' })
    .trim()
    .min(1, 'Site name is required')
    .max(SITE_NAME_MAX, `Site name must be at most ${SITE_NAME_MAX} characters`),
  contactEmail: safeText()
    .trim()
    .max(254, 'Must be at most 254 characters')
    .refine((value) => value === '' || EMAIL_PATTERN.test(value), 'Email is invalid')
    .nullish()
    .transform((value) => blankToNull(value ?? '')),
  socialLinks: socialLinksSchema,
  scrapingDefaults: z.object({
    maxDocuments: whole('Max documents', maxDocuments.min, maxDocuments.max),
    delay: whole('Delay', delayMs.min, delayMs.max),
  }),
});

const socialLinksOut = z.object({
  facebook: z.string().nullable(),
  x: z.string().nullable(),
  linkedin: z.string().nullable(),
  youtube: z.string().nullable(),
});

export const siteSettingsSchema = z.object({
  siteName: z.string(),
  contactEmail: z.string().nullable(),
  socialLinks: socialLinksOut,
  scrapingDefaults: z.object({ maxDocuments: z.number(), delay: z.number() }),
  updatedAt: z.string(),
  updatedByEmail: z.string().nullable(),
});

export const siteSettingsResponse = successSchema(siteSettingsSchema).extend({ message: z.string().optional() });

/** POST /api/admin/settings/test-email: where the message went, so the page can say so. */
export const testEmailResponse = successSchema(
  z.object({ to: z.string(), delivery: z.enum(['smtp', 'folder']), outboxId: z.string() }),
).extend({ message: z.string() });

/** GET /api/admin/scraping/defaults: what the scraping form starts from (admins who may scrape, not only super admins). */
export const scrapingDefaultsResponse = successSchema(z.object({ maxDocuments: z.number(), delay: z.number() }));

/** GET /api/site: what every public page may show. */
export const publicSiteSchema = z.object({
  siteName: z.string(),
  /** The public contact address; null until an administrator sets one. */
  contactEmail: z.string().nullable(),
  /** Whether the contact form delivers: to the contact address, or while there is none to the administrators. */
  acceptsMessages: z.boolean(),
  socialLinks: socialLinksOut,
});
export const publicSiteResponse = successSchema(publicSiteSchema);

/** GET /api/site: the site's name, contact address and social links, as a super admin set them. */
export const publicSiteRoute = defineRoute({
  method: 'GET',
  path: '/site',
  tags: ['site'],
  responses: { 200: publicSiteResponse },
});

export type SiteSettings = z.infer<typeof siteSettingsSchema>;
export type SiteSettingsInput = z.input<typeof siteSettingsBody>;
export type PublicSite = z.infer<typeof publicSiteSchema>;
export type TestEmailResult = z.infer<typeof testEmailResponse>;

const adminTags = ['admin', 'settings'];

/** GET /api/admin/settings (super admins). */
export const siteSettingsRoute = defineRoute({
  method: 'GET',
  path: '/admin/settings',
  tags: adminTags,
  responses: { 200: siteSettingsResponse, ...guardedErrors },
});

/** PUT /api/admin/settings: the whole form; a refusal names its fields. */
export const saveSiteSettingsRoute = defineRoute({
  method: 'PUT',
  path: '/admin/settings',
  tags: adminTags,
  body: siteSettingsBody,
  responses: { 200: siteSettingsResponse, ...guardedErrors },
});

/** POST /api/admin/settings/test-email: a message to the signed-in admin, through the outbox (202). */
export const testEmailRoute = defineRoute({
  method: 'POST',
  path: '/admin/settings/test-email',
  tags: adminTags,
  responses: { 202: testEmailResponse, ...guardedErrors },
});
