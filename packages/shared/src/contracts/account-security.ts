import { z } from 'zod';
import { safeText } from '../schemas/safe-text.ts';
import { emailField, newPasswordField } from '../schemas/accounts.ts';
import { errorSchema, successSchema } from './envelope.ts';
import { defineRoute } from './route.ts';

/**
 * Getting back into an account and leaving it: the e-mailed password reset, signing out one session and signing
 * out everywhere. The reset form validates with the same schemas in the browser.
 */
export const RESET_LINK_INCOMPLETE =
  'This password reset link is incomplete. Please use the whole link from the e-mail.';

/** POST /api/auth/forgot-password */
export const forgotPasswordSchema = z.object({ email: emailField });

/** POST /api/auth/reset-password: the token from the e-mailed link and the new password (same rules as sign-up). */
export const resetPasswordSchema = z.object({
  token: z
    .string({ error: RESET_LINK_INCOMPLETE })
    .trim()
    .min(32, RESET_LINK_INCOMPLETE)
    .max(200, RESET_LINK_INCOMPLETE)
    .regex(/^[A-Za-z0-9_-]+$/, RESET_LINK_INCOMPLETE),
  password: newPasswordField,
});

/** The answer of each of these calls: nothing but a message to show. */
export const messageOnlyResponse = z.object({ success: z.literal(true), message: z.string() });

const accountSecurityErrors = { 400: errorSchema, 401: errorSchema, 429: errorSchema };

export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** GET /api/auth/csrf: the token the web app sends in X-CSRF-Token with requests its session cookie authenticates. */
export const csrfResponse = successSchema(z.object({ csrfToken: z.string() }));

/** POST /api/auth/verify-email: the token of the e-mailed confirmation link (/verify-email?token=…). */
export const verifyEmailSchema = z.object({
  token: safeText({ error: 'The confirmation link is incomplete' })
    .trim()
    .min(1, 'The confirmation link is incomplete')
    .max(200, 'The confirmation link is incomplete'),
});
export const EMAIL_CONFIRMED = 'Your e-mail address is confirmed. Thank you!';
export const CONFIRM_LINK_INVALID =
  'This confirmation link is invalid, has expired or was already used. Sign in and send a new one from your dashboard.';

const tags = ['auth'];

/** POST /api/auth/forgot-password: always the same answer, whether or not the address has an account. */
export const forgotPasswordRoute = defineRoute({
  method: 'POST',
  path: '/auth/forgot-password',
  tags,
  body: forgotPasswordSchema,
  responses: { 200: messageOnlyResponse, ...accountSecurityErrors },
});

/** POST /api/auth/reset-password with the e-mailed token; every session of the account ends. */
export const resetPasswordRoute = defineRoute({
  method: 'POST',
  path: '/auth/reset-password',
  tags,
  body: resetPasswordSchema,
  responses: { 200: messageOnlyResponse, ...accountSecurityErrors },
});

export const logoutRoute = defineRoute({
  method: 'POST',
  path: '/auth/logout',
  tags,
  responses: { 200: messageOnlyResponse, 401: errorSchema },
});

export const logoutAllRoute = defineRoute({
  method: 'POST',
  path: '/auth/logout-all',
  tags,
  responses: { 200: messageOnlyResponse, 401: errorSchema },
});

/** POST /api/auth/verify-email: the confirmation link's token. */
export const verifyEmailRoute = defineRoute({
  method: 'POST',
  path: '/auth/verify-email',
  tags,
  body: verifyEmailSchema,
  responses: { 200: messageOnlyResponse, ...accountSecurityErrors },
});

export const resendVerificationRoute = defineRoute({
  method: 'POST',
  path: '/auth/resend-verification',
  tags,
  responses: { 200: messageOnlyResponse, ...accountSecurityErrors },
});

/** GET /api/auth/csrf: the CSRF token of the session the request speaks for (or of none). */
export const csrfRoute = defineRoute({ method: 'GET', path: '/auth/csrf', tags, responses: { 200: csrfResponse } });
