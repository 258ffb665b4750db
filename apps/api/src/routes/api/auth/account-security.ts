import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, HttpError } from '../../../lib/errors.ts';
import { enqueueMail } from '../../../mail/enqueue-mail.ts';
import { confirmEmail } from '../../../services/auth/email-verification.ts';
import { endAllSessions, endSession } from '../../../services/auth/end-sessions.ts';
import { clearSessionCookie, sessionKindOf } from '../../../services/auth/session-cookies.ts';
import { FORGOT_PASSWORD_ANSWER, requestPasswordReset } from '../../../services/auth/request-password-reset.ts';
import { resetPassword } from '../../../services/auth/reset-password.ts';
import { resetTokenOwner } from '../../../services/auth/reset-tokens.ts';
import {
  forgotPasswordRateLimit,
  resendVerificationRateLimit,
  resetPasswordRateLimit,
  resetPerAccountRateLimit,
  verifyEmailRateLimit,
} from './rate-limits.ts';
import * as schema from '@batas/shared/contracts/account-security';

const tags = ['auth'];

/** Password reset by e-mail, signing out this session, and signing out everywhere (docs/accounts.md). */
const accountSecurityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/forgot-password',
    {
      config: { rateLimit: forgotPasswordRateLimit },
      schema: {
        tags,
        body: schema.forgotPasswordSchema,
        response: { 200: schema.messageOnlyResponse, ...schema.accountSecurityErrors },
      },
    },
    async (request) => {
      await requestPasswordReset(app.db, request.body.email);
      return { success: true as const, message: FORGOT_PASSWORD_ANSWER };
    },
  );

  const perAccount = app.createRateLimit(resetPerAccountRateLimit((token) => resetTokenOwner(app.db, token)));
  app.post(
    '/reset-password',
    {
      config: { rateLimit: resetPasswordRateLimit },
      preHandler: async (request) => {
        const limit = await perAccount(request);
        if (!limit.isAllowed && limit.isExceeded) {
          throw new HttpError(
            429,
            `Too many password reset attempts for this account. Please wait ${limit.ttlInSeconds} seconds and try again.`,
          );
        }
      },
      schema: {
        tags,
        body: schema.resetPasswordSchema,
        response: { 200: schema.messageOnlyResponse, ...schema.accountSecurityErrors },
      },
    },
    async (request) => {
      await resetPassword(app.db, request.body);
      return { success: true as const, message: 'Your password has been reset. Please sign in with the new password.' };
    },
  );

  app.post(
    '/logout',
    {
      onRequest: app.authenticate,
      schema: { tags, response: { 200: schema.messageOnlyResponse, 401: schema.accountSecurityErrors[401] } },
    },
    async (request, reply) => {
      await endSession(app.db, request.user!);
      clearSessionCookie(reply, sessionKindOf(request));
      return { success: true as const, message: 'Signed out' };
    },
  );

  app.post(
    '/logout-all',
    {
      onRequest: app.authenticate,
      schema: { tags, response: { 200: schema.messageOnlyResponse, 401: schema.accountSecurityErrors[401] } },
    },
    async (request, reply) => {
      await endAllSessions(app.db, request.user!.id);
      clearSessionCookie(reply, sessionKindOf(request));
      return { success: true as const, message: 'Signed out on every device' };
    },
  );

  // The link of the welcome (or a later confirmation) e-mail. Anyone holding it may use it: it names one account
  // and proves only that whoever reads that mailbox opened it.
  app.post(
    '/verify-email',
    {
      config: { rateLimit: verifyEmailRateLimit },
      schema: {
        tags,
        body: schema.verifyEmailSchema,
        response: { 200: schema.messageOnlyResponse, ...schema.accountSecurityErrors },
      },
    },
    async (request) => {
      if (!(await confirmEmail(app.db, request.body.token))) throw badRequest('token', schema.CONFIRM_LINK_INVALID);
      return { success: true as const, message: schema.EMAIL_CONFIRMED };
    },
  );

  // A new confirmation link for the signed-in account (the first one expired or got lost).
  app.post(
    '/resend-verification',
    {
      onRequest: app.authenticate,
      config: { rateLimit: resendVerificationRateLimit },
      schema: { tags, response: { 200: schema.messageOnlyResponse, ...schema.accountSecurityErrors } },
    },
    async (request) => {
      const user = request.user!;
      if (user.emailVerified) return { success: true as const, message: 'Your e-mail address is already confirmed.' };
      await enqueueMail(app.db, {
        template: 'confirm-email',
        to: user.email,
        params: { userId: user.id, firstName: user.firstName },
      });
      return { success: true as const, message: `We sent a new confirmation link to ${user.email}.` };
    },
  );

  // The web app's CSRF token for its session (or for none): sent back in X-CSRF-Token on every state-changing
  // request the session cookie authenticates. API clients with a bearer token never need one.
  app.get('/csrf', { schema: { tags, response: { 200: schema.csrfResponse } } }, async (request, reply) => ({
    success: true as const,
    data: { csrfToken: reply.generateCsrf({ userInfo: request.user?.session.id ?? '' }) },
  }));
};

export default accountSecurityRoutes;
