import { z } from 'zod';
import { errorSchema, successSchema } from './envelope.ts';

export {
  basicRegistrationSchema,
  lawyerRegistrationSchema,
  loginSchema,
  validateRollSchema,
  profileUpdateSchema,
  changePasswordSchema,
  claimSchema,
  rejectClaimSchema,
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
  rollNumber: z.string().optional(),
  userType: z.string().optional(),
});

export const uuidParams = z.object({ id: z.string().uuid('must be an id') });

/** GET /api/auth/pending-claims (reviewers): the claims of one status, newest first. */
export const claimListQuery = z.object({
  status: z.enum(['pending', 'approved', 'rejected', 'all']).default('pending'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const errors = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
  429: errorSchema,
};

export const messageResponse = successSchema(z.object({ id: z.string(), status: z.string() })).extend({
  message: z.string(),
});

export const claimSubmittedResponse = successSchema(
  z.object({ claim: z.object({ id: z.string(), status: z.string() }), user: userSchema }),
).extend({ message: z.string() });

const uploadSchema = z.object({
  _id: z.string(),
  kind: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number(),
  originalName: z.string().nullable(),
  createdAt: z.string(),
  url: z.string(),
});

export const claimListResponse = successSchema(
  z.object({
    claims: z.array(
      z.object({
        _id: z.string(),
        id: z.string(),
        status: z.string(),
        verificationDocuments: z.string(),
        additionalInfo: z.string().nullable(),
        rejectionReason: z.string().nullable(),
        reviewedBy: z.string().nullable(),
        reviewedAt: z.string().nullable(),
        createdAt: z.string(),
        user: z.object({
          _id: z.string(),
          email: z.string(),
          firstName: z.string(),
          lastName: z.string(),
          phone: z.string().nullable(),
          userType: z.string(),
          lawyerVerificationStatus: z.string(),
        }),
        lawyer: z.object({
          _id: z.string(),
          rollNumber: z.string(),
          fullName: z.string(),
          admissionDate: z.string().nullable(),
          profileStatus: z.string(),
        }),
        uploads: z.array(uploadSchema),
      }),
    ),
    pagination: z.object({ page: z.number(), limit: z.number(), total: z.number(), totalPages: z.number() }),
  }),
);

export const ownClaimsResponse = successSchema(
  z.object({
    claims: z.array(
      z.object({
        _id: z.string(),
        status: z.string(),
        rejectionReason: z.string().nullable(),
        createdAt: z.string(),
        reviewedAt: z.string().nullable(),
        lawyer: z.object({ _id: z.string(), rollNumber: z.string(), fullName: z.string() }),
      }),
    ),
  }),
);

export const uploadResponse = successSchema(
  z.object({
    uploads: z.array(z.object({ id: z.string(), kind: z.string(), mimeType: z.string(), sizeBytes: z.number() })),
    user: userSchema,
  }),
).extend({ message: z.string() });

/** The signed-in account as the API answers it (login, registration, profile). */
export type SessionUser = z.infer<typeof userSchema>;
export type ProfileClaim = z.infer<typeof claimListResponse>['data']['claims'][number];
export type RollEntry = z.infer<typeof rollResponse>['data'];
export type ClaimUpload = ProfileClaim['uploads'][number];
export type ClaimStatusFilter = z.infer<typeof claimListQuery>['status'];
/** Login and registration answers: a token and the account (and, for lawyers, whether documents are owed). */
export type SessionAnswer = z.infer<typeof lawyerSessionResponse>;
