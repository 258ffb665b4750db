import type { z } from 'zod';

/**
 * Mantine form validation from the same zod schema the API validates with (packages/shared/src/schemas):
 * the first message of each field, keyed by its dotted path.
 */
export function zodFormValidator<T>(schema: z.ZodType) {
  return (values: T): Record<string, string> => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const key = issue.path.join('.');
      if (key && !(key in errors)) errors[key] = issue.message;
    }
    return errors;
  };
}
