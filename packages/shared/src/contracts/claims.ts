import { z } from 'zod';
import { LIMITS } from '../constants/directory.ts';
import { errorSchema, successSchema } from './envelope.ts';

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

export const claimCandidateSchema = z.object({
  _id: z.string(),
  rollNumber: z.string(),
  fullName: z.string(),
  admissionDate: z.string().nullable(),
  address: z.string().nullable(),
  profileStatus: z.string(),
  /** False when another account owns the profile or has it reserved; `unavailableReason` says which. */
  claimable: z.boolean(),
  unavailableReason: z.string().nullable(),
});

export const claimSearchResponse = successSchema(z.object({ lawyers: z.array(claimCandidateSchema) }));

export const claimSearchErrors = { 400: errorSchema, 401: errorSchema };

export type ClaimCandidate = z.infer<typeof claimCandidateSchema>;
