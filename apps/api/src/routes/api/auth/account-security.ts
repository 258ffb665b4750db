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
import { route } from '../../../lib/route.ts';

/** Password reset by e-mail, signing out this session, and signing out everywhere (docs/accounts.md). */
const accountSecurityRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, schema.forgotPasswordRoute, {
    config: { rateLimit: forgotPasswordRateLimit },
    handler: async (request) => {
      await requestPasswordReset(app.db, request.body.email);
      return { success: true as const, message: FORGOT_PASSWORD_ANSWER };
    },
  });

  const perAccount = app.createRateLimit(resetPerAccountRateLimit((token) => resetTokenOwner(app.db, token)));
  route(app, schema.resetPasswordRoute, {
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
    handler: async (request) => {
      await resetPassword(app.db, request.body);
      return { success: true as const, message: 'Your password has been reset. Please sign in with the new password.' };
    },
  });

  route(app, schema.logoutRoute, {
    onRequest: app.authenticate,
    handler: async (request, reply) => {
      await endSession(app.db, request.user!);
      clearSessionCookie(reply, sessionKindOf(request));
      return { success: true as const, message: 'Signed out' };
    },
  });

  route(app, schema.logoutAllRoute, {
    onRequest: app.authenticate,
    handler: async (request, reply) => {
      await endAllSessions(app.db, request.user!.id);
      clearSessionCookie(reply, sessionKindOf(request));
      return { success: true as const, message: 'Signed out on every device' };
    },
  });

  // The link of the welcome (or a later confirmation) e-mail. Anyone holding it may use it: it names one account
  // and proves only that whoever reads that mailbox opened it.
  route(app, schema.verifyEmailRoute, {
    config: { rateLimit: verifyEmailRateLimit },
    handler: async (request) => {
      if (!(await confirmEmail(app.db, request.body.token))) throw badRequest('token', schema.CONFIRM_LINK_INVALID);
      return { success: true as const, message: schema.EMAIL_CONFIRMED };
    },
  });

  // A new confirmation link for the signed-in account (the first one expired or got lost).
  route(app, schema.resendVerificationRoute, {
    onRequest: app.authenticate,
    config: { rateLimit: resendVerificationRateLimit },
    handler: async (request) => {
      const user = request.user!;
      if (user.emailVerified) return { success: true as const, message: 'Your e-mail address is already confirmed.' };
      await enqueueMail(app.db, {
        template: 'confirm-email',
        to: user.email,
        params: { userId: user.id, firstName: user.firstName },
      });
      return { success: true as const, message: `We sent a new confirmation link to ${user.email}.` };
    },
  });

  // The web app's CSRF token for its session (or for none): sent back in X-CSRF-Token on every state-changing
  // request the session cookie authenticates. API clients with a bearer token never need one.
  route(app, schema.csrfRoute, {
    handler: async (request, reply) => ({
      success: true as const,
      data: { csrfToken: reply.generateCsrf({ userInfo: request.user?.session.id ?? '' }) },
    }),
  });
};

export default accountSecurityRoutes;
