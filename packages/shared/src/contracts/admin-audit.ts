import { z } from 'zod';
import { safeText } from '../schemas/safe-text.ts';
import { pageQuery } from './admin-common.ts';
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

export const auditEntrySchema = z.object({
  id: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});

export const auditLogResponse = successSchema(
  z.object({
    entries: z.array(auditEntrySchema),
    pagination: z.object({ page: z.number(), limit: z.number(), total: z.number(), totalPages: z.number() }),
  }),
);

export type AuditEntry = z.infer<typeof auditEntrySchema>;
export type AuditLogPage = z.infer<typeof auditLogResponse>['data'];
export type AuditLogQuery = z.input<typeof auditLogQuery>;
