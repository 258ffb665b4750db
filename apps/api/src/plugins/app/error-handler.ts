import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/errors.ts';

/** A state-changing request that a session cookie authenticated came without the page's CSRF token. */
export const CSRF_REFUSED =
  'This request did not carry the page’s security token (CSRF). Reload the page and try again.';

interface FieldError {
  field: string;
  message: string;
}

/**
 * PostgreSQL's refusals of a value the client sent that slipped past validation (the schemas refuse NUL
 * characters and impossible dates first): the client's input, so a 400, never a 500.
 */
const INPUT_VALUE_ERRORS: Record<string, string> = {
  '22021': 'a text value contains a character that cannot be stored (such as a NUL character)',
  '22P05': 'a text value contains a character that cannot be stored (such as a NUL character)',
  '22007': 'a date or time is not written in a valid form',
  '22008': 'a date or time does not exist (such as the 45th day of the 13th month)',
};

function databaseInputError(error: unknown): string | undefined {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && Object.hasOwn(INPUT_VALUE_ERRORS, code) ? INPUT_VALUE_ERRORS[code] : undefined;
}

/**
 * One error shape for the whole API: `{ success: false, message, errors? }`.
 * Bad input is a 400 naming the field; nothing the client sends can produce a 500.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors: FieldError[] = error.validation.map((issue) => ({
          field: issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || String(issue.params?.issue ?? 'request'),
          message: issue.message ?? 'is invalid',
        }));
        const where = error.validationContext ?? 'request';
        const message = `Invalid ${where}: ${errors.map((entry) => `${entry.field}: ${entry.message}`).join('; ')}`;
        return reply.code(400).send({ success: false, message, errors });
      }
      if (error instanceof HttpError) {
        return reply.code(error.statusCode).send({ success: false, message: error.message, errors: error.errors });
      }
      const refused = databaseInputError(error);
      if (refused) {
        request.log.warn({ err: error }, 'database refused a value from the request');
        const message = `Invalid request: ${refused}`;
        return reply.code(400).send({ success: false, message, errors: [{ field: 'request', message: refused }] });
      }
      const code = (error as FastifyError).code;
      if (code === 'FST_CSRF_INVALID_TOKEN' || code === 'FST_CSRF_MISSING_SECRET') {
        return reply.code(403).send({ success: false, message: CSRF_REFUSED });
      }
      const status = (error as FastifyError).statusCode;
      if (status && status >= 400 && status < 500) {
        // Framework errors (bad JSON, body too large, unsupported media type): the client's fault, said plainly.
        return reply.code(status).send({ success: false, message: (error as FastifyError).message });
      }
      if (isResponseSerializationError(error)) {
        request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      } else {
        request.log.error({ err: error }, 'unhandled error');
      }
      return reply.code(500).send({ success: false, message: 'Something went wrong on our side. Please try again.' });
    });
  },
  { name: 'error-handler' },
);
