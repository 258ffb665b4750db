import { z } from 'zod';
import { safeText } from '../schemas/safe-text.ts';
import { errorSchema, successSchema } from './envelope.ts';
import { defineRoute, fileAnswer } from './route.ts';
import {
  basicRegistrationSchema,
  changePasswordSchema,
  lawyerRegistrationSchema,
  loginSchema,
  profileUpdateSchema,
  validateRollSchema,
} from '../schemas/accounts.ts';

export {
  basicRegistrationSchema,
  lawyerRegistrationSchema,
  loginSchema,
  validateRollSchema,
  profileUpdateSchema,
  changePasswordSchema,
  CLAIM_OVERRIDE_MESSAGES,
} from '../schemas/accounts.ts';
export { errorSchema };

export const userSchema = z.object({
  _id: z.string(),
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  fullName: z.string(),
  phone: z.string().nullable(),
  role: z.string(),
  userType: z.string(),
  approvalStatus: z.string(),
  isActive: z.boolean(),
  lastLogin: z.string().nullable(),
  claimedLawyerProfile: z.string().nullable(),
  lawyerId: z.string().nullable(),
  claimStatus: z.string(),
  lawyerVerificationStatus: z.string(),
  /** Whether the e-mail address is confirmed: until then the account may browse, not publish or claim. */
  emailVerified: z.boolean(),
  createdAt: z.string(),
});

export const sessionResponse = successSchema(z.object({ token: z.string(), user: userSchema })).extend({
  message: z.string(),
});

export const lawyerSessionResponse = successSchema(
  z.object({ token: z.string(), user: userSchema, requiresVerification: z.boolean() }),
).extend({ message: z.string() });

/** GET/PUT /auth/profile: the original client reads `user` at the top level; `data.user` keeps the usual envelope. */
export const profileResponse = successSchema(z.object({ user: userSchema })).extend({
  user: userSchema,
  message: z.string().optional(),
});

export const rollResponse = successSchema(
  z.object({
    firstName: z.string(),
    middleName: z.string().nullable(),
    lastName: z.string(),
    rollNumber: z.string(),
    admissionDate: z.string().nullable(),
  }),
).extend({ message: z.string() });

export const passwordResponse = successSchema(z.object({ token: z.string() })).extend({ message: z.string() });

/** POST /auth/register: which of the two registrations it is, decided by the handler (rollNumber or userType). */
export const genericRegistrationBody = z.looseObject({
  rollNumber: safeText().optional(),
  userType: safeText().optional(),
});

export const uuidParams = z.object({ id: safeText().uuid('must be an id') });

/** POST /api/auth/verification-files/{id}/link (reviewers): a one-minute address of the file, to open in a tab. */
export const fileLinkResponse = successSchema(z.object({ url: z.string() }));
/** The signed link's part of GET /api/auth/verification-files/{id}. */
export const fileLinkQuery = z.object({
  expires: z.coerce.number().int().optional(),
  signature: safeText().max(100).optional(),
});

export const errors = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
  429: errorSchema,
};

export const uploadResponse = successSchema(
  z.object({
    uploads: z.array(z.object({ id: z.string(), kind: z.string(), mimeType: z.string(), sizeBytes: z.number() })),
    user: userSchema,
  }),
).extend({ message: z.string() });

/** POST /api/auth/upload-verification (multipart selfie + idDocument): the account goes under review. */
export const uploadVerificationRoute = defineRoute({
  method: 'POST',
  path: '/auth/upload-verification',
  tags: ['claims'],
  multipart: true,
  responses: { 201: uploadResponse, ...errors },
});

/** POST /api/auth/verification-files/{id}/link (reviewers): a one-minute address of the file, to open in a tab. */
export const verificationFileLinkRoute = defineRoute({
  method: 'POST',
  path: '/auth/verification-files/:id/link',
  tags: ['claims'],
  params: uuidParams,
  responses: { 200: fileLinkResponse, ...errors },
});

/** GET /api/auth/verification-files/{id}: the file itself, to a reviewer or through a link one of them asked for. */
export const verificationFileRoute = defineRoute({
  method: 'GET',
  path: '/auth/verification-files/:id',
  tags: ['claims'],
  params: uuidParams,
  query: fileLinkQuery,
  responses: { 200: fileAnswer, 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
});

/** The signed-in account as the API answers it (login, registration, profile). */
export type SessionUser = z.infer<typeof userSchema>;
export type RollEntry = z.infer<typeof rollResponse>['data'];

const tags = ['auth'];

export const loginRoute = defineRoute({
  method: 'POST',
  path: '/auth/login',
  tags,
  description:
    'Signs in. Answers the bearer token in data.token for API clients (send it as Authorization: Bearer), and ' +
    'sets the web session cookie batas_session (HttpOnly, SameSite=Lax, Secure over HTTPS). A request the ' +
    'cookie authenticates that changes anything must also send X-CSRF-Token (GET /api/auth/csrf); a request ' +
    'with a bearer token needs none. Sessions last 30 days; back-office accounts get 12 hours, ending after ' +
    '30 minutes without a request.',
  body: loginSchema,
  responses: { 200: sessionResponse, ...errors },
});

export const registerBasicRoute = defineRoute({
  method: 'POST',
  path: '/auth/register/basic',
  tags,
  body: basicRegistrationSchema,
  responses: { 201: sessionResponse, ...errors },
});

/** POST /api/auth/register/lawyer/validate-roll: the roll entry a lawyer registers as. */
export const validateRollRoute = defineRoute({
  method: 'POST',
  path: '/auth/register/lawyer/validate-roll',
  tags,
  body: validateRollSchema,
  responses: { 200: rollResponse, ...errors },
});

export const registerLawyerRoute = defineRoute({
  method: 'POST',
  path: '/auth/register/lawyer',
  tags,
  body: lawyerRegistrationSchema,
  responses: { 201: lawyerSessionResponse, ...errors },
});

/** POST /api/auth/register: either registration; a roll number makes it a lawyer's. */
export const registerRoute = defineRoute({
  method: 'POST',
  path: '/auth/register',
  tags,
  body: genericRegistrationBody,
  responses: { 201: lawyerSessionResponse, ...errors },
});

/** GET /api/auth/me: the signed-in account. */
export const meRoute = defineRoute({
  method: 'GET',
  path: '/auth/me',
  tags,
  responses: { 200: profileResponse, 401: errorSchema },
});

/** GET /api/auth/profile: the same account, under the address the account page reads. */
export const profileRoute = defineRoute({ ...meRoute, path: '/auth/profile' });

export const updateProfileRoute = defineRoute({
  method: 'PUT',
  path: '/auth/profile',
  tags,
  body: profileUpdateSchema,
  responses: { 200: profileResponse, ...errors },
});

export const changePasswordRoute = defineRoute({
  method: 'POST',
  path: '/auth/change-password',
  tags,
  body: changePasswordSchema,
  responses: { 200: passwordResponse, ...errors },
});
