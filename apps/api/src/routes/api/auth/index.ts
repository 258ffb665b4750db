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

const tags = ['auth'];
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

  app.post(
    '/login',
    {
      ...loginThrottle(app),
      schema: {
        tags,
        description:
          'Signs in. Answers the bearer token in data.token for API clients (send it as Authorization: Bearer), and ' +
          'sets the web session cookie batas_session (HttpOnly, SameSite=Lax, Secure over HTTPS). A request the ' +
          'cookie authenticates that changes anything must also send X-CSRF-Token (GET /api/auth/csrf); a request ' +
          'with a bearer token needs none. Sessions last 30 days; back-office accounts get 12 hours, ending after ' +
          '30 minutes without a request.',
        body: schema.loginSchema,
        response: { 200: schema.sessionResponse, ...schema.errors },
      },
    },
    async (request, reply) => {
      const signedIn = await signIn(app.db, secret(), request.body);
      setSessionCookie(reply, 'site', signedIn.token);
      return { ...ok(session(signedIn)), message: 'Signed in' };
    },
  );

  app.post(
    '/register/basic',
    {
      config: { rateLimit: registrationRateLimit },
      preHandler: limitPerEmail,
      schema: {
        tags,
        body: schema.basicRegistrationSchema,
        response: { 201: schema.sessionResponse, ...schema.errors },
      },
    },
    async (request, reply) => {
      const registered = await registerBasic(app.db, secret(), request.body);
      setSessionCookie(reply, 'site', registered.token);
      return reply.code(201).send({ ...ok(session(registered)), message: REGISTERED });
    },
  );

  app.post(
    '/register/lawyer/validate-roll',
    {
      config: { rateLimit: registrationRateLimit },
      schema: { tags, body: schema.validateRollSchema, response: { 200: schema.rollResponse, ...schema.errors } },
    },
    async (request) => {
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
  );

  app.post(
    '/register/lawyer',
    {
      config: { rateLimit: registrationRateLimit },
      preHandler: limitPerEmail,
      schema: {
        tags,
        body: schema.lawyerRegistrationSchema,
        response: { 201: schema.lawyerSessionResponse, ...schema.errors },
      },
    },
    async (request, reply) => {
      const result = await registerLawyer(app.db, secret(), request.body);
      setSessionCookie(reply, 'site', result.token);
      const data = { ...session(result), requiresVerification: result.requiresVerification };
      return reply
        .code(201)
        .send({ ...ok(data), message: 'Registration successful! Please upload verification documents.' });
    },
  );

  // The generic form of the two above: a roll number makes it a lawyer registration.
  app.post(
    '/register',
    {
      config: { rateLimit: registrationRateLimit },
      preHandler: limitPerEmail,
      schema: {
        tags,
        body: schema.genericRegistrationBody,
        response: { 201: schema.lawyerSessionResponse, ...schema.errors },
      },
    },
    async (request, reply) => {
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
  );

  const currentRow = async (userId: string) => {
    const row = await getUserRow(app.db, userId);
    if (!row) throw unauthorized('Please sign in to continue');
    return presentUser(row);
  };

  app.get(
    '/me',
    {
      onRequest: app.authenticate,
      schema: { tags, response: { 200: schema.profileResponse, 401: schema.errorSchema } },
    },
    async (request) => {
      const user = await currentRow(request.user!.id);
      return { ...ok({ user }), user };
    },
  );

  app.get(
    '/profile',
    {
      onRequest: app.authenticate,
      schema: { tags, response: { 200: schema.profileResponse, 401: schema.errorSchema } },
    },
    async (request) => {
      const user = await currentRow(request.user!.id);
      return { ...ok({ user }), user };
    },
  );

  app.put(
    '/profile',
    {
      onRequest: app.authenticate,
      schema: { tags, body: schema.profileUpdateSchema, response: { 200: schema.profileResponse, ...schema.errors } },
    },
    async (request) => {
      const user = presentUser(await updateOwnProfile(app.db, request.user!.id, request.body));
      return { ...ok({ user }), user, message: 'Profile updated successfully!' };
    },
  );

  app.post(
    '/change-password',
    {
      onRequest: app.authenticate,
      config: { rateLimit: passwordChangeRateLimit },
      schema: { tags, body: schema.changePasswordSchema, response: { 200: schema.passwordResponse, ...schema.errors } },
    },
    async (request, reply) => {
      const changed = await changePassword(app.db, secret(), request.user!.id, request.body);
      // Every older session ended with the change: a web session goes on with the new token in its cookie.
      if (request.authenticatedBy === 'cookie') setSessionCookie(reply, sessionKindOf(request), changed.token);
      return { ...ok(changed), message: 'Password changed successfully' };
    },
  );

  await app.register(claimRoutes);
  await app.register(verificationRoutes);
  await app.register(accountSecurityRoutes);
};

export default authRoutes;
