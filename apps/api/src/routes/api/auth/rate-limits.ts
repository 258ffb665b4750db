import type { FastifyRequest } from 'fastify';
import type { CreateRateLimitOptions, RateLimitOptions } from '@fastify/rate-limit';

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

/** Asking for reset e-mails: per address (the per-account cap is silent, in requestPasswordReset). */
export const forgotPasswordRateLimit: RateLimitOptions = {
  max: 10,
  timeWindow: '15 minutes',
  keyGenerator: (request) => `forgot|${request.ip}`,
  errorResponseBuilder: tooMany('password reset requests'),
};

/** Using reset links: per address. A token is 32 random bytes, so this slows scripts, not guessing. */
export const resetPasswordRateLimit: RateLimitOptions = {
  max: 10,
  timeWindow: '15 minutes',
  keyGenerator: (request) => `reset|${request.ip}`,
  errorResponseBuilder: tooMany('password reset attempts'),
};

const UNKNOWN_ACCOUNT = 'reset-account|unknown';

/**
 * Using reset links: per account, whatever the address (the token names the account). A made-up token names none
 * and is left to the per-address limit. Applied with app.createRateLimit, because a route's own limit runs once.
 */
export const resetPerAccountRateLimit = (owner: (token: string) => Promise<string | null>): CreateRateLimitOptions => ({
  max: 5,
  timeWindow: '15 minutes',
  keyGenerator: async (request) => {
    const token = (request.body as { token?: unknown } | undefined)?.token;
    const account = typeof token === 'string' ? await owner(token.trim()) : null;
    return account ? `reset-account|${account}` : UNKNOWN_ACCOUNT;
  },
  allowList: (_request, key) => key === UNKNOWN_ACCOUNT,
});

/** Verification uploads: a few tries an hour per account (each is up to 2 × 5 MB). */
export const verificationUploadRateLimit: RateLimitOptions = {
  max: 5,
  timeWindow: '1 hour',
  keyGenerator: (request) => `verification-upload|${request.user?.id ?? request.ip}`,
  errorResponseBuilder: tooMany('uploads'),
};
