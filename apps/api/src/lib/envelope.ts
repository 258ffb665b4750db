import { z } from 'zod';

/** Every answer is `{ success: true, data }`; failures are `{ success: false, message, errors? }`. */
export const ok = <T>(data: T) => ({ success: true as const, data });

export const successSchema = <T extends z.ZodTypeAny>(data: T) => z.object({ success: z.literal(true), data });

export const errorSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
