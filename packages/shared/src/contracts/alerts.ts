import { z } from 'zod';
import { ALERT_FREQUENCIES, ALERT_KINDS, RESEARCH_LIMITS } from '../constants/research.ts';
import { safeText } from '../schemas/safe-text.ts';
import { errorSchema, successSchema } from './envelope.ts';
import { defineRoute } from './route.ts';
import { guardedErrors } from './admin-common.ts';

/** Alerts: GET/POST /api/me/alerts, PATCH/DELETE /api/me/alerts/{id}; the digest's unsubscribe link. */
const text = (max: number) =>
  safeText().trim().min(1, 'must not be empty').max(max, `must be at most ${max} characters`);

/** The library's filters a search alert keeps (the names of GET /api/documents). */
export const alertFiltersSchema = z
  .object({
    documentType: z.array(text(100)).max(30, 'must list at most 30 types').optional(),
    year: z
      .number({ error: 'must be a year' })
      .int('must be a whole year')
      .min(1800, 'must be 1800 or later')
      .max(2100, 'must be 2100 or earlier')
      .optional(),
    court: text(100).optional(),
    courtLevel: text(100).optional(),
    lawCategory: text(100).optional(),
  })
  .strict();
export type AlertFilters = z.infer<typeof alertFiltersSchema>;

const frequency = z.enum(ALERT_FREQUENCIES, { error: "must be 'daily' or 'weekly'" });

export const createAlertBody = z
  .object({
    kind: z.enum(ALERT_KINDS, { error: "must be 'search' or 'document'" }),
    query: safeText()
      .trim()
      .max(RESEARCH_LIMITS.searchAlertLength, `must be at most ${RESEARCH_LIMITS.searchAlertLength} characters`)
      .optional(),
    filters: alertFiltersSchema.optional(),
    slug: text(300).optional(),
    frequency,
  })
  .superRefine((body, context) => {
    const filtered = Object.values(body.filters ?? {}).some((value) =>
      Array.isArray(value) ? value.length > 0 : value !== undefined,
    );
    if (body.kind === 'search') {
      if (!body.query && !filtered)
        context.addIssue({ code: 'custom', path: ['query'], message: 'give words to search for, or a filter' });
      if (body.slug !== undefined)
        context.addIssue({ code: 'custom', path: ['slug'], message: "is only for kind 'document'" });
    } else {
      if (!body.slug) context.addIssue({ code: 'custom', path: ['slug'], message: 'must name the document to follow' });
      if (body.query !== undefined || body.filters !== undefined)
        context.addIssue({ code: 'custom', path: ['query'], message: "query and filters are only for kind 'search'" });
    }
  });
export type CreateAlertBody = z.infer<typeof createAlertBody>;

export const updateAlertBody = z
  .object({ frequency: frequency.optional(), active: z.boolean({ error: 'must be true or false' }).optional() })
  .refine((body) => body.frequency !== undefined || body.active !== undefined, {
    error: 'give a frequency or active',
    path: ['frequency'],
  });

export const alertParams = z.object({ id: safeText().uuid('must be an alert id') });
/** ?slug=: only the alerts following that document (the Follow button's state). */
export const listAlertsQuery = z.object({
  slug: safeText().trim().min(1).max(300, 'must be at most 300 characters').optional(),
});

/** One document an alert found: why ('matches-search', 'cites' …), and for a citing decision its sentence. */
export const alertMatchSchema = z.object({
  slug: z.string(),
  heading: z.string(),
  documentType: z.string(),
  citation: z.string().nullable(),
  date: z.string().nullable(),
  reason: z.string(),
  citingSentence: z.string().nullable(),
  foundAt: z.string(),
});
export type AlertMatch = z.infer<typeof alertMatchSchema>;

export const alertSchema = z.object({
  id: z.string(),
  kind: z.enum(ALERT_KINDS),
  frequency,
  /** What it follows, in words: the query (with its filters), or the document's title. */
  label: z.string(),
  query: z.string().nullable(),
  filters: alertFiltersSchema,
  document: z
    .object({ slug: z.string(), heading: z.string(), citation: z.string().nullable(), inLibrary: z.boolean() })
    .nullable(),
  /** 'paused': no e-mail is made for it (paused here, or stopped by the unsubscribe link of a digest). */
  status: z.enum(['active', 'paused']),
  createdAt: z.string(),
  lastRunAt: z.string().nullable(),
  nextRunAt: z.string(),
  matchCount: z.number(),
  /** The newest documents it found, newest first (at most 5). */
  lastMatches: z.array(alertMatchSchema),
});
export type Alert = z.infer<typeof alertSchema>;

export const alertsResponse = successSchema(z.object({ alerts: z.array(alertSchema) }));
export const alertResponse = successSchema(z.object({ alert: alertSchema }));
export const alertDeletedResponse = successSchema(z.object({ deleted: z.literal(true) }));
const alertErrors = { 400: errorSchema, 401: errorSchema, 404: errorSchema };

/**
 * The digest's unsubscribe link: the token in the query string. A mail program's one-click POST (RFC 8058) sends
 * the form body 'List-Unsubscribe=One-Click'; the site's page sends JSON. Either pauses the account's alerts.
 */
export const unsubscribeQuery = z.object({
  token: safeText().trim().min(1, 'must be the token of an unsubscribe link').max(200, 'is not a valid token'),
});
export const unsubscribeResponse = successSchema(z.object({ paused: z.number() }));

/** POST /api/admin/alerts/run: `{ all: true }` runs every active alert now, due or not. */
export const runAlertsBody = z
  .object({ all: z.boolean({ error: 'must be true or false' }).default(false) })
  // No body at all (Fastify passes it as null) is the scheduled run.
  .nullish()
  .transform((body) => body ?? { all: false });
export const runAlertsResponse = successSchema(
  z.object({
    /** Accounts whose alerts were run. */
    accounts: z.number(),
    /** Alerts run. */
    alerts: z.number(),
    /** Digests put in the outbox (one per account that had news). */
    digests: z.number(),
    /** Documents those digests list. */
    documents: z.number(),
  }),
);
export type AlertRunCounts = z.infer<typeof runAlertsResponse>['data'];

const tags = ['alerts'];

/** GET /api/me/alerts (with `slug`: only those following that document). */
export const listAlertsRoute = defineRoute({
  method: 'GET',
  path: '/me/alerts',
  tags,
  query: listAlertsQuery,
  responses: { 200: alertsResponse, 400: errorSchema, 401: errorSchema },
});

/** POST /api/me/alerts: 201 a new alert; 200 the existing one when the search or document is already followed. */
export const createAlertRoute = defineRoute({
  method: 'POST',
  path: '/me/alerts',
  tags,
  body: createAlertBody,
  responses: { 200: alertResponse, 201: alertResponse, ...alertErrors },
});

/** PATCH /api/me/alerts/{id}: another frequency, or pause and resume. */
export const updateAlertRoute = defineRoute({
  method: 'PATCH',
  path: '/me/alerts/:id',
  tags,
  params: alertParams,
  body: updateAlertBody,
  responses: { 200: alertResponse, ...alertErrors },
});

export const deleteAlertRoute = defineRoute({
  method: 'DELETE',
  path: '/me/alerts/:id',
  tags,
  params: alertParams,
  responses: { 200: alertDeletedResponse, ...alertErrors },
});

/** POST /api/alerts/unsubscribe?token=…: a digest's unsubscribe link, with no sign-in. */
export const unsubscribeRoute = defineRoute({
  method: 'POST',
  path: '/alerts/unsubscribe',
  tags,
  query: unsubscribeQuery,
  responses: { 200: unsubscribeResponse, 400: errorSchema },
});

/** POST /api/admin/alerts/run (super admins): queues every due digest now (`all`: every active alert). */
export const runAlertsRoute = defineRoute({
  method: 'POST',
  path: '/admin/alerts/run',
  tags: ['admin'],
  body: runAlertsBody,
  responses: { 200: runAlertsResponse, ...guardedErrors },
});
