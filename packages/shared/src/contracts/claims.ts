import { z } from 'zod';
import { LIMITS } from '../constants/directory.ts';
import { approveClaimSchema, claimSchema, rejectClaimSchema } from '../schemas/accounts.ts';
export { approveClaimSchema, claimSchema, rejectClaimSchema } from '../schemas/accounts.ts';
import { errors, userSchema, uuidParams } from './auth.ts';
import { errorSchema, successSchema } from './envelope.ts';
import { defineRoute } from './route.ts';

/**
 * GET /api/auth/claim-search: entries of the Roll of Attorneys a signed-in user can claim, found by name or roll
 * number (`q`), or one entry by its id (`lawyerId`, from a profile's "Claim this profile" button). Entries another
 * account already holds are listed too, marked not claimable, so people see why their name cannot be picked.
 */
export const claimSearchQuery = z
  .object({
    q: z.string().trim().min(2, 'must be at least 2 characters').max(200, 'must be at most 200 characters').optional(),
    lawyerId: z.string().uuid('must be an id').optional(),
    limit: z.coerce.number().int().min(1).max(LIMITS.claimSearchLimit).default(LIMITS.claimSearchLimit),
  })
  .refine((query) => query.q !== undefined || query.lawyerId !== undefined, {
    message: 'Type a name or a roll number',
    path: ['q'],
  });

/** A roll entry as the Supreme Court's roll has it. */
const rollEntrySchema = z.object({
  _id: z.string(),
  rollNumber: z.string(),
  fullName: z.string(),
  admissionDate: z.string().nullable(),
  address: z.string().nullable(),
  profileStatus: z.string(),
});

export const claimCandidateSchema = rollEntrySchema.extend({
  /** False when another account owns the profile or has it reserved; `unavailableReason` says which. */
  claimable: z.boolean(),
  unavailableReason: z.string().nullable(),
});

export const claimSearchResponse = successSchema(z.object({ lawyers: z.array(claimCandidateSchema) }));

const claimSearchErrors = { 400: errorSchema, 401: errorSchema };

/** GET /api/auth/pending-claims (reviewers): the claims of one status, newest first. */
export const claimListQuery = z.object({
  status: z.enum(['pending', 'approved', 'rejected', 'all']).default('pending'),
  /** One account's claims (the review dialog of User Management). */
  userId: z.string().uuid('must be an id').optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

const claimDecidedResponse = successSchema(z.object({ id: z.string(), status: z.string() })).extend({
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
        /** The roll entry, to compare with the selfie and the ID. */
        lawyer: rollEntrySchema,
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

const tags = ['claims'];

/** POST /api/auth/claim-profile: a signed-in account claims a roll entry (under review until decided). */
export const claimProfileRoute = defineRoute({
  method: 'POST',
  path: '/auth/claim-profile',
  tags,
  body: claimSchema,
  responses: { 201: claimSubmittedResponse, ...errors },
});

/** POST /api/auth/claim-lawyer: the same claim under its older address. */
export const claimLawyerRoute = defineRoute({ ...claimProfileRoute, path: '/auth/claim-lawyer' });

export const claimSearchRoute = defineRoute({
  method: 'GET',
  path: '/auth/claim-search',
  tags,
  query: claimSearchQuery,
  responses: { 200: claimSearchResponse, ...claimSearchErrors },
});

/** GET /api/auth/my-claims: the signed-in account's own claims. */
export const ownClaimsRoute = defineRoute({
  method: 'GET',
  path: '/auth/my-claims',
  tags,
  responses: { 200: ownClaimsResponse, 401: errorSchema },
});

/** GET /api/auth/pending-claims (reviewers): the claims of one status, newest first. */
export const pendingClaimsRoute = defineRoute({
  method: 'GET',
  path: '/auth/pending-claims',
  tags,
  query: claimListQuery,
  responses: { 200: claimListResponse, ...errors },
});

/** POST /api/auth/approve-claim/{id} (reviewers); no body at all approves a complete claim. */
export const approveClaimRoute = defineRoute({
  method: 'POST',
  path: '/auth/approve-claim/:id',
  tags,
  params: uuidParams,
  body: approveClaimSchema.nullish(),
  responses: { 200: claimDecidedResponse, ...errors },
});

export const rejectClaimRoute = defineRoute({
  method: 'POST',
  path: '/auth/reject-claim/:id',
  tags,
  params: uuidParams,
  body: rejectClaimSchema,
  responses: { 200: claimDecidedResponse, ...errors },
});

export type ClaimCandidate = z.infer<typeof claimCandidateSchema>;
export type ProfileClaim = z.infer<typeof claimListResponse>['data']['claims'][number];
export type ClaimUpload = ProfileClaim['uploads'][number];
export type ClaimStatusFilter = z.infer<typeof claimListQuery>['status'];
export type OwnClaim = z.infer<typeof ownClaimsResponse>['data']['claims'][number];
