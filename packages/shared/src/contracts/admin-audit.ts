import { z } from 'zod';
import { safeText } from '../schemas/safe-text.ts';
import { guardedErrors, pageQuery } from './admin-common.ts';
import { defineRoute } from './route.ts';
import { successSchema } from './envelope.ts';

const optionalFilter = (max: number) =>
  safeText()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .optional()
    .transform((value) => value || undefined);

/** GET /api/admin/audit-log: newest first, filtered by action, target type or target. */
export const auditLogQuery = z.object({
  ...pageQuery,
  limit: pageQuery.limit.default(25),
  action: optionalFilter(100),
  targetType: optionalFilter(50),
  targetId: optionalFilter(100),
});

/** A value as the log keeps it: texts past a few hundred characters end in '…'. */
export const auditValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.string())]);

/** One field an edit or a decision changed, recorded when it was made. */
export const auditChangeSchema = z.object({ field: z.string(), before: auditValueSchema, after: auditValueSchema });

export const auditEntrySchema = z.object({
  id: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  /** The actor's name now, or null when the account is gone (actorEmail still says who). */
  actorName: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  /** What the target is called: its name or title now, else as recorded in the details (a deleted record). */
  targetName: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  /** Empty for actions that change no field (a delete) and for entries written before changes were recorded. */
  changes: z.array(auditChangeSchema),
  createdAt: z.string(),
});

export const auditLogResponse = successSchema(
  z.object({
    entries: z.array(auditEntrySchema),
    pagination: z.object({ page: z.number(), limit: z.number(), total: z.number(), totalPages: z.number() }),
  }),
);

export type AuditEntry = z.infer<typeof auditEntrySchema>;
export type AuditChange = z.infer<typeof auditChangeSchema>;
export type AuditValue = z.infer<typeof auditValueSchema>;
export type AuditLogPage = z.infer<typeof auditLogResponse>['data'];
export type AuditLogQuery = z.input<typeof auditLogQuery>;

/** GET /api/admin/audit-log: who decided what, and when (super admins). */
export const auditLogRoute = defineRoute({
  method: 'GET',
  path: '/admin/audit-log',
  tags: ['admin'],
  query: auditLogQuery,
  responses: { 200: auditLogResponse, ...guardedErrors },
});
