import { z } from 'zod';
import { guardedErrors } from './admin-common.ts';
import { defineRoute } from './route.ts';
import { successSchema } from './envelope.ts';

/**
 * What waits for the back-office. Each kind is shown only to the roles that may handle it (the section of
 * ADMIN_ACCESS its page belongs to), so every notice leads somewhere its reader can act:
 * - pendingClaims: profile claims waiting for a decision (Claims & Verification);
 * - pendingAccounts: registrations waiting for approval (the Dashboard's pending list);
 * - failedJobs: scraping jobs that failed in the last FAILED_JOBS_WINDOW_DAYS days (Scraping Monitor);
 * - failedInstalls: installs of a library collection that failed in the same window (Library sources).
 */
export const NOTICE_KINDS = ['pendingClaims', 'pendingAccounts', 'failedJobs', 'failedInstalls'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];
export const FAILED_JOBS_WINDOW_DAYS = 7;

export const noticeSchema = z.object({
  kind: z.enum(NOTICE_KINDS),
  count: z.number(),
  /** When the newest of them happened (ISO). */
  latestAt: z.string(),
});

/** GET /api/admin/notifications: only kinds with something waiting; `total` is the bell's badge. */
export const notificationsResponse = successSchema(z.object({ notices: z.array(noticeSchema), total: z.number() }));

export type AdminNotice = z.infer<typeof noticeSchema>;
export type AdminNotifications = z.infer<typeof notificationsResponse>['data'];

/** GET /api/admin/notifications: the bell's notices, each role seeing those its sections handle. */
export const notificationsRoute = defineRoute({
  method: 'GET',
  path: '/admin/notifications',
  tags: ['admin'],
  responses: { 200: notificationsResponse, ...guardedErrors },
});
