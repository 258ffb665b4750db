import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CreateRateLimitOptions, RateLimitOptions } from '@fastify/rate-limit';
import { normalizeEmail } from '@batas/shared/schemas/accounts';
import { clientAddress } from '../../../lib/client-address.ts';
import { HttpError } from '../../../lib/errors.ts';

const tooMany = (what: string) => (_request: FastifyRequest, context: { after: string }) => ({
  statusCode: 429,
  message: `Too many ${what}. Please wait ${context.after} and try again.`,
});

const bodyEmail = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? normalizeEmail(email) : '';
};

/**
 * Sign-in guessing limits, in failed attempts per 15 minutes. Per account: one account's password cannot be
 * guessed faster from many addresses. Per address: one address cannot spray guesses across many accounts (a
 * shared office connection still has room for its people's typos). A sign-in whose password was right is
 * taken back, so only failures use the allowance.
 */
export const LOGIN_LIMITS = {
  perAccount: 10,
  perAddress: 30,
  windowMs: 15 * 60_000,
} as const;

function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * The hooks of both sign-ins, POST /api/auth/login and POST /api/admin/login, which count into the same two
 * counters (app.rateCounters: shared by every API process on PostgreSQL). preHandler runs after body
 * validation, so the e-mail is known; every attempt counts at once, so parallel guesses cannot slip through
 * before the first answer, and onResponse takes the attempt back when the password was right (2xx, or 403 for an
 * account that may not sign in here). The address is counted first: an attempt it already refuses does not
 * touch the account's counter, so a flood from a few addresses cannot create account counters by the thousand.
 */
export function loginThrottle(app: FastifyInstance) {
  const keys = (request: FastifyRequest) => [
    `login:address:${clientAddress(request)}`,
    `login:account:${bodyEmail(request)}`,
  ];
  const refuse = (reply: FastifyReply, wait: number) => {
    reply.header('retry-after', String(Math.max(1, Math.ceil(wait / 1000))));
    return new HttpError(429, `Too many sign-in attempts. Please wait ${waitText(wait)} and try again.`);
  };
  return {
    preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
      const [address, account] = keys(request) as [string, string];
      const byAddress = await app.rateCounters.hit(address, LOGIN_LIMITS.windowMs);
      if (byAddress.hits > LOGIN_LIMITS.perAddress) throw refuse(reply, byAddress.resetInMs);
      const byAccount = await app.rateCounters.hit(account, LOGIN_LIMITS.windowMs);
      if (byAccount.hits > LOGIN_LIMITS.perAccount) throw refuse(reply, byAccount.resetInMs);
    },
    onResponse: async (request: FastifyRequest, reply: FastifyReply) => {
      if (reply.statusCode >= 300 && reply.statusCode !== 403) return;
      await Promise.all(keys(request).map((key) => app.rateCounters.forgive(key))).catch((error: unknown) =>
        request.log.warn({ err: error }, 'could not take a sign-in attempt back'),
      );
    },
  };
}

/** Changing the password checks the current one: the same guessing limit, keyed by the signed-in account. */
export const passwordChangeRateLimit: RateLimitOptions = {
  max: 10,
  timeWindow: '1 minute',
  hook: 'preHandler',
  keyGenerator: (request) => `password|${request.user?.id ?? clientAddress(request)}`,
  errorResponseBuilder: tooMany('password attempts'),
};

/** Sign-ups and roll look-ups: generous for a family sharing one connection, tight enough to stop scripted abuse. */
export const registrationRateLimit: RateLimitOptions = {
  max: 30,
  timeWindow: '10 minutes',
  keyGenerator: (request) => `register|${clientAddress(request)}`,
  errorResponseBuilder: tooMany('registration attempts'),
};

/**
 * Registration is the one answer that says an address has an account ('already exists', as on most sites), so
 * it is also limited per e-mail address, whatever the client's address: probing one address, or many addresses
 * from many machines, stays slow. Applied with app.createRateLimit beside the per-address limit.
 */
export const registrationPerEmailRateLimit: CreateRateLimitOptions = {
  max: 5,
  timeWindow: '1 hour',
  keyGenerator: (request) => `register-email|${bodyEmail(request)}`,
};

/** Asking for reset e-mails: per address (the per-account cap is silent, in requestPasswordReset). */
export const forgotPasswordRateLimit: RateLimitOptions = {
  max: 10,
  timeWindow: '15 minutes',
  keyGenerator: (request) => `forgot|${clientAddress(request)}`,
  errorResponseBuilder: tooMany('password reset requests'),
};

/** Using reset links: per address. A token is 32 random bytes, so this slows scripts, not guessing. */
export const resetPasswordRateLimit: RateLimitOptions = {
  max: 10,
  timeWindow: '15 minutes',
  keyGenerator: (request) => `reset|${clientAddress(request)}`,
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

/** Using confirmation links: per address. A token is 32 random bytes, so this slows scripts, not guessing. */
export const verifyEmailRateLimit: RateLimitOptions = {
  max: 10,
  timeWindow: '15 minutes',
  keyGenerator: (request) => `verify-email|${clientAddress(request)}`,
  errorResponseBuilder: tooMany('confirmation attempts'),
};

/** New confirmation links: a few an hour per account, so nobody's mailbox is flooded. */
export const resendVerificationRateLimit: RateLimitOptions = {
  max: 3,
  timeWindow: '1 hour',
  hook: 'preHandler',
  keyGenerator: (request) => `resend-verification|${request.user?.id ?? clientAddress(request)}`,
  errorResponseBuilder: tooMany('confirmation e-mails'),
};

/** Verification uploads: a few tries an hour per account (each is up to 2 × 5 MB). */
export const verificationUploadRateLimit: RateLimitOptions = {
  max: 5,
  timeWindow: '1 hour',
  keyGenerator: (request) => `verification-upload|${request.user?.id ?? clientAddress(request)}`,
  errorResponseBuilder: tooMany('uploads'),
};
