import { z } from 'zod';
import { safeText } from '../schemas/safe-text.ts';
import { errorSchema, successSchema } from './envelope.ts';
import { defineRoute, fileAnswer } from './route.ts';

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
/** Login and registration answers: a token and the account (and, for lawyers, whether documents are owed). */
export type SessionAnswer = z.infer<typeof lawyerSessionResponse>;
