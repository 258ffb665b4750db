import type { FastifyRequest } from 'fastify';
import type { RateLimitOptions } from '@fastify/rate-limit';

const tooMany = (what: string) => (_request: FastifyRequest, context: { after: string }) => ({
  statusCode: 429,
  message: `Too many ${what}. Please wait ${context.after} and try again.`,
});

const bodyEmail = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
};

/**
 * Password guessing is slowed per address and per e-mail: 10 tries a minute for one IP and one account. It runs in
 * preHandler, after the body is parsed, so the key can include the e-mail.
 */
export const loginRateLimit: RateLimitOptions = {
  max: 10,
  timeWindow: '1 minute',
  hook: 'preHandler',
  keyGenerator: (request) => `login|${request.ip}|${bodyEmail(request)}`,
  errorResponseBuilder: tooMany('sign-in attempts'),
};

/** Changing the password checks the current one: the same guessing limit, keyed by the signed-in account. */
export const passwordChangeRateLimit: RateLimitOptions = {
  max: 10,
  timeWindow: '1 minute',
  hook: 'preHandler',
  keyGenerator: (request) => `password|${request.user?.id ?? request.ip}`,
  errorResponseBuilder: tooMany('password attempts'),
};

/** Sign-ups and roll look-ups: generous for a family sharing one connection, tight enough to stop scripted abuse. */
export const registrationRateLimit: RateLimitOptions = {
  max: 30,
  timeWindow: '10 minutes',
  keyGenerator: (request) => `register|${request.ip}`,
  errorResponseBuilder: tooMany('registration attempts'),
};
