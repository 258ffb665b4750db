import { z } from 'zod';
import { safeText } from '../schemas/safe-text.ts';
import { errorSchema } from './envelope.ts';

/** Schemas more than one admin group uses. */
export const uuidParams = z.object({ id: safeText().uuid('must be an id (UUID)') });

export const pageQuery = {
  page: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be 1 or more')
    .max(100_000)
    .default(1),
  limit: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be 1 or more')
    .max(100, 'must be at most 100')
    .default(10),
};

export const messageResponse = z.object({ success: z.literal(true), message: z.string() });

/** The refusals every guarded admin route can answer. */
export const guardedErrors = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
};
