import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope.ts';
import { HttpError, unauthorized } from '../../../lib/errors.ts';
import { sessionKindOf, setSessionCookie } from '../../../services/auth/session-cookies.ts';
import { parseOrThrow } from '../../../lib/validation.ts';
import { presentUser } from '../../../presenters/user.ts';
import { signIn } from '../../../services/auth/sign-in.ts';
import { registerBasic, registerLawyer } from '../../../services/auth/register.ts';
import { findRollEntry } from '../../../services/auth/find-roll-entry.ts';
import { getUserRow } from '../../../services/auth/create-account.ts';
import { changePassword, updateOwnProfile } from '../../../services/auth/update-account.ts';
import {
  loginThrottle,
  passwordChangeRateLimit,
  registrationPerEmailRateLimit,
  registrationRateLimit,
} from './rate-limits.ts';
import claimRoutes from './claims.ts';
import verificationRoutes from './verification.ts';
import accountSecurityRoutes from './account-security.ts';
import * as schema from '@batas/shared/contracts/auth';
import { route } from '../../../lib/route.ts';

const REGISTERED = 'Registration successful! Welcome to our platform.';

/** Sign-in, registration and the signed-in user's own account. Claims and verification uploads live beside it. */
const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const secret = () => app.config.JWT_SECRET!;
  const session = (result: Awaited<ReturnType<typeof registerBasic>>) => ({
    token: result.token,
    user: presentUser(result.user),
  });

  const perEmail = app.createRateLimit(registrationPerEmailRateLimit);
  const limitPerEmail = async (request: FastifyRequest) => {
    const limit = await perEmail(request);
    if (!limit.isAllowed && limit.isExceeded) {
      throw new HttpError(
        429,
        `Too many registration attempts with this e-mail address. Please wait ${Math.ceil(limit.ttlInSeconds / 60)} minutes and try again.`,
      );
    }
  };

  route(app, schema.loginRoute, {
    ...loginThrottle(app),
    handler: async (request, reply) => {
      const signedIn = await signIn(app.db, secret(), request.body);
      setSessionCookie(reply, 'site', signedIn.token);
      return { ...ok(session(signedIn)), message: 'Signed in' };
    },
  });

  route(app, schema.registerBasicRoute, {
    config: { rateLimit: registrationRateLimit },
    preHandler: limitPerEmail,
    handler: async (request, reply) => {
      const registered = await registerBasic(app.db, secret(), request.body);
      setSessionCookie(reply, 'site', registered.token);
      return reply.code(201).send({ ...ok(session(registered)), message: REGISTERED });
    },
  });

  route(app, schema.validateRollRoute, {
    config: { rateLimit: registrationRateLimit },
    handler: async (request) => {
      const entry = await findRollEntry(app.db, request.body.rollNumber, request.user?.id);
      const data = {
        firstName: entry.first_name,
        middleName: entry.middle_name,
        lastName: entry.last_name,
        rollNumber: entry.roll_number,
        admissionDate: entry.admission_date,
      };
      return { ...ok(data), message: 'Roll number validated successfully!' };
    },
  });

  route(app, schema.registerLawyerRoute, {
    config: { rateLimit: registrationRateLimit },
    preHandler: limitPerEmail,
    handler: async (request, reply) => {
      const result = await registerLawyer(app.db, secret(), request.body);
      setSessionCookie(reply, 'site', result.token);
      const data = { ...session(result), requiresVerification: result.requiresVerification };
      return reply
        .code(201)
        .send({ ...ok(data), message: 'Registration successful! Please upload verification documents.' });
    },
  });

  // The generic form of the two above: a roll number makes it a lawyer registration.
  route(app, schema.registerRoute, {
    config: { rateLimit: registrationRateLimit },
    preHandler: limitPerEmail,
    handler: async (request, reply) => {
      const isLawyer = typeof request.body.rollNumber === 'string' || request.body.userType === 'lawyer';
      const result = isLawyer
        ? await registerLawyer(app.db, secret(), parseOrThrow(schema.lawyerRegistrationSchema, request.body))
        : {
            ...(await registerBasic(app.db, secret(), parseOrThrow(schema.basicRegistrationSchema, request.body))),
            requiresVerification: false,
          };
      setSessionCookie(reply, 'site', result.token);
      const data = { ...session(result), requiresVerification: result.requiresVerification };
      return reply.code(201).send({
        ...ok(data),
        message: isLawyer ? 'Registration successful! Please upload verification documents.' : REGISTERED,
      });
    },
  });

  const currentRow = async (userId: string) => {
    const row = await getUserRow(app.db, userId);
    if (!row) throw unauthorized('Please sign in to continue');
    return presentUser(row);
  };

  for (const declaration of [schema.meRoute, schema.profileRoute]) {
    route(app, declaration, {
      onRequest: app.authenticate,
      handler: async (request) => {
        const user = await currentRow(request.user!.id);
        return { ...ok({ user }), user };
      },
    });
  }

  route(app, schema.updateProfileRoute, {
    onRequest: app.authenticate,
    handler: async (request) => {
      const user = presentUser(await updateOwnProfile(app.db, request.user!.id, request.body));
      return { ...ok({ user }), user, message: 'Profile updated successfully!' };
    },
  });

  route(app, schema.changePasswordRoute, {
    onRequest: app.authenticate,
    config: { rateLimit: passwordChangeRateLimit },
    handler: async (request, reply) => {
      const changed = await changePassword(app.db, secret(), request.user!.id, request.body);
      // Every older session ended with the change: a web session goes on with the new token in its cookie.
      if (request.authenticatedBy === 'cookie') setSessionCookie(reply, sessionKindOf(request), changed.token);
      return { ...ok(changed), message: 'Password changed successfully' };
    },
  });

  await app.register(claimRoutes);
  await app.register(verificationRoutes);
  await app.register(accountSecurityRoutes);
};

export default authRoutes;
