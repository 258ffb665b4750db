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
  claimSchema,
  rejectClaimSchema,
  approveClaimSchema,
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

/** GET /api/auth/pending-claims (reviewers): the claims of one status, newest first. */
export const claimListQuery = z.object({
  status: z.enum(['pending', 'approved', 'rejected', 'all']).default('pending'),
  /** One account's claims (the review dialog of User Management). */
  userId: z.string().uuid('must be an id').optional(),
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
          role: z.string(),
          userType: z.string(),
          lawyerVerificationStatus: z.string(),
          /** An unconfirmed claimant's claim cannot be approved until the address is confirmed. */
          emailVerified: z.boolean(),
        }),
        /** The roll entry as the Supreme Court's roll has it, to compare with the selfie and the ID. */
        lawyer: z.object({
          _id: z.string(),
          rollNumber: z.string(),
          fullName: z.string(),
          admissionDate: z.string().nullable(),
          address: z.string().nullable(),
          profileStatus: z.string(),
        }),
        uploads: z.array(uploadSchema),
        /**
         * Other accounts that named the same roll entry and are not decided yet, oldest first: a claim under review,
         * or a registration still without proof. The first one verified wins; the others are then rejected.
         */
        competing: z.array(
          z.object({
            userId: z.string(),
            email: z.string(),
            name: z.string(),
            since: z.string(),
            standing: z.enum(['claim', 'registration']),
          }),
        ),
        /** Whether the caller may decide it, and why not (their own claim; a staff claim for a super admin). */
        canDecide: z.boolean(),
        decisionNote: z.string().nullable(),
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
        /** Whether the account's selfie and ID are in (the reviewer compares them with the roll entry). */
        documentsUploaded: z.boolean(),
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
export type ProfileClaim = z.infer<typeof claimListResponse>['data']['claims'][number];
export type RollEntry = z.infer<typeof rollResponse>['data'];
export type ClaimUpload = ProfileClaim['uploads'][number];
export type ClaimStatusFilter = z.infer<typeof claimListQuery>['status'];
export type OwnClaim = z.infer<typeof ownClaimsResponse>['data']['claims'][number];
/** Login and registration answers: a token and the account (and, for lawyers, whether documents are owed). */
export type SessionAnswer = z.infer<typeof lawyerSessionResponse>;
