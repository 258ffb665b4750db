import { z } from 'zod';
import { safeText } from '../schemas/safe-text.ts';
import { LIMITS } from '../constants/index.ts';
import { lawyerProfileSchema } from '../schemas/lawyer-profile.ts';
import { errorSchema, successSchema } from './envelope.ts';
import { defineRoute, fileAnswer } from './route.ts';

export { errorSchema, lawyerProfileSchema };

/** The orders of the lawyer directory. */
export const LAWYER_SORTS = [
  'relevance',
  'name',
  'lastName',
  'firstName',
  'averageRating',
  'rating',
  'totalReviews',
  'admissionDate',
  'rollNumber',
  'createdAt',
] as const;

const optionalText = (max: number) =>
  safeText()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .optional()
    .transform((value) => value || undefined);
const flag = z.enum(['true', 'false']).transform((value) => value === 'true');

export const listLawyersQuery = z.object({
  page: z.coerce.number().int().min(1, 'must be 1 or more').max(100_000).default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1, 'must be 1 or more')
    .max(LIMITS.maxApiPageSize, `must be at most ${LIMITS.maxApiPageSize}`)
    .default(LIMITS.lawyerPageSize),
  search: optionalText(200),
  q: optionalText(200),
  location: optionalText(200),
  practiceArea: optionalText(100),
  /** The lawyers who name this firm as theirs (a firm's profile page): the whole name, case ignored. */
  lawFirm: optionalText(200),
  verified: flag.optional(),
  status: z.enum(['unclaimed', 'claimed', 'verified']).optional(),
  sortBy: z.enum(LAWYER_SORTS).optional(),
  sortOrder: z.enum(['asc', 'desc']).optional(),
});

export const suggestionsQuery = z.object({
  q: safeText().trim().min(2, 'must be at least 2 characters').max(200).optional(),
  search: safeText().trim().min(2, 'must be at least 2 characters').max(200).optional(),
  limit: z.coerce.number().int().min(1).max(20).default(8),
});

// Profile entries as stored: every field optional, unknown keys dropped on the way out.
const nullableText = z.string().nullish();
export const educationEntrySchema = z.object({
  institution: z.string().optional(),
  degree: z.string().optional(),
  year: z.union([z.string(), z.number()]).optional(),
});
export const experienceEntrySchema = z.object({
  position: z.string().optional(),
  organization: z.string().optional(),
  startDate: z.string().optional(),
  endDate: z.string().nullish(),
  current: z.boolean().optional(),
  description: z.string().optional(),
});
export const certificationEntrySchema = z.object({
  name: z.string().optional(),
  issuingOrganization: z.string().optional(),
  issueDate: z.string().optional(),
  expiryDate: z.string().nullish(),
  credentialId: z.string().optional(),
  description: z.string().optional(),
});
export const qualificationEntrySchema = z.object({
  title: z.string().optional(),
  description: z.string().optional(),
  dateObtained: z.string().optional(),
  issuingBody: z.string().optional(),
});
export const postalAddressSchema = z.object({
  street: nullableText,
  city: nullableText,
  province: nullableText,
  zipCode: nullableText,
});
export const socialMediaSchema = z.object({ linkedin: nullableText, facebook: nullableText, twitter: nullableText });

export const lawyerSchema = z.object({
  _id: z.string(),
  id: z.string(),
  rollNumber: z.string(),
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  suffix: z.string().nullable(),
  fullName: z.string(),
  full_name: z.string(),
  address: z.string().nullable(),
  admissionDate: z.string().nullable(),
  profileStatus: z.string(),
  /**
   * A verified account owns the profile: it is "Claimed" and offers no claim. The one truth for both, since
   * profileStatus 'verified' also marks roll entries checked by the team that nobody has claimed.
   */
  claimed: z.boolean(),
  verified: z.boolean(),
  verifiedAt: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  bio: z.string().nullable(),
  lawFirm: z.string().nullable(),
  specializations: z.array(z.string()),
  practiceAreas: z.array(z.string()),
  languages: z.array(z.string()),
  profileImage: z.string().nullable(),
  averageRating: z.number(),
  totalReviews: z.number(),
  education: z.array(educationEntrySchema),
  experience: z.array(experienceEntrySchema),
  certifications: z.array(certificationEntrySchema),
  qualifications: z.array(qualificationEntrySchema),
  isNotaryPublic: z.boolean(),
  notaryCommissionNumber: z.string().nullable(),
  notaryCommissionExpiry: z.string().nullable(),
  officeAddress: postalAddressSchema.nullable(),
  socialMedia: socialMediaSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const listLawyersResponse = successSchema(
  z.object({
    lawyers: z.array(lawyerSchema),
    pagination: z.object({ page: z.number(), limit: z.number(), totalPages: z.number(), totalLawyers: z.number() }),
  }),
);

export const lawyerResponse = successSchema(z.object({ lawyer: lawyerSchema })).extend({
  message: z.string().optional(),
});

export const statsResponse = successSchema(
  z.object({ totalLawyers: z.number(), verifiedLawyers: z.number(), claimedProfiles: z.number() }),
);

export const suggestionsResponse = successSchema(
  z.object({
    suggestions: z.array(
      z.object({
        _id: z.string(),
        rollNumber: z.string(),
        fullName: z.string(),
        firstName: z.string(),
        lastName: z.string(),
        profileStatus: z.string(),
      }),
    ),
  }),
);

export const idOrRollParams = z.object({ id: safeText().trim().min(1).max(100) });
export const idParams = z.object({ id: safeText().uuid('must be a lawyer id') });

export const pictureResponse = successSchema(z.object({ profileImage: z.string() })).extend({ message: z.string() });

export const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

const tags = ['lawyers'];

/** GET /api/lawyers: the directory, filtered and searched. */
export const listLawyersRoute = defineRoute({
  method: 'GET',
  path: '/lawyers',
  tags,
  query: listLawyersQuery,
  responses: { 200: listLawyersResponse, 400: errorSchema },
});

export const lawyerStatsRoute = defineRoute({
  method: 'GET',
  path: '/lawyers/stats/overview',
  tags,
  responses: { 200: statsResponse },
});

export const lawyerSuggestionsRoute = defineRoute({
  method: 'GET',
  path: '/lawyers/search/suggestions',
  tags,
  query: suggestionsQuery,
  responses: { 200: suggestionsResponse, 400: errorSchema },
});

/** GET /api/lawyers/{id}: one profile, by its id or its roll number. */
export const getLawyerRoute = defineRoute({
  method: 'GET',
  path: '/lawyers/:id',
  tags,
  params: idOrRollParams,
  responses: { 200: lawyerResponse, 404: errorSchema },
});

/** PUT /api/lawyers/{id}: the owner (or a profile admin) saves the profile. */
export const updateLawyerRoute = defineRoute({
  method: 'PUT',
  path: '/lawyers/:id',
  tags,
  params: idParams,
  body: lawyerProfileSchema,
  responses: { 200: lawyerResponse, ...errors },
});

/** POST /api/lawyers/{id}/profile-picture (multipart): checked, resized and stored. */
export const uploadProfilePictureRoute = defineRoute({
  method: 'POST',
  path: '/lawyers/:id/profile-picture',
  tags,
  params: idParams,
  multipart: true,
  responses: { 200: pictureResponse, ...errors },
});

/** GET /api/lawyers/{id}/profile-picture: the picture itself (its address changes with it). */
export const profilePictureRoute = defineRoute({
  method: 'GET',
  path: '/lawyers/:id/profile-picture',
  tags,
  params: idParams,
  responses: { 200: fileAnswer, 400: errorSchema, 404: errorSchema },
});

export type Lawyer = z.infer<typeof lawyerSchema>;
export type LawyerList = z.infer<typeof listLawyersResponse>['data'];
export type LawyerStats = z.infer<typeof statsResponse>['data'];
export type LawyersQuery = z.input<typeof listLawyersQuery>;
export type PostalAddress = z.infer<typeof postalAddressSchema>;
export type SocialMedia = z.infer<typeof socialMediaSchema>;
export type EducationEntry = z.infer<typeof educationEntrySchema>;
export type ExperienceEntry = z.infer<typeof experienceEntrySchema>;
export type CertificationEntry = z.infer<typeof certificationEntrySchema>;
export type QualificationEntry = z.infer<typeof qualificationEntrySchema>;
