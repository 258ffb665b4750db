import { z } from 'zod';

/** Every answer is `{ success: true, data }`; failures are `{ success: false, message, errors? }`. */
export const successSchema = <T extends z.ZodTypeAny>(data: T) => z.object({ success: z.literal(true), data });

export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });

export const errorSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
});

export type FieldError = z.infer<typeof fieldErrorSchema>;
export type ErrorEnvelope = z.infer<typeof errorSchema>;
