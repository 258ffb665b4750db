import type { z } from 'zod';
import { HttpError } from './errors.ts';

/**
 * Validates inside a handler (when the schema depends on the request, e.g. the generic /auth/register) with the same
 * 400 answer the route-level validation gives: every failing field named.
 */
export function parseOrThrow<T extends z.ZodTypeAny>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors = result.error.issues.map((issue) => ({
    field: issue.path.join('.') || 'body',
    message: issue.message,
  }));
  throw new HttpError(400, errors.map((error) => `${error.field}: ${error.message}`).join('; '), errors);
}
