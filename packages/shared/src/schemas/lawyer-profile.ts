import { z } from 'zod';
import { LIMITS } from '../constants/directory.ts';

/**
 * The editable part of a lawyer profile, for PUT /lawyers/{id} and the edit form.
 * Links must be http(s): a 'javascript:' website would run in every visitor's browser.
 */
const text = (max: number) => z.string().trim().max(max, `Must be at most ${max} characters`);
// Left out: keep the stored value (undefined). Blank: clear it (null).
const blankToNull = (value: string | null | undefined) => (value === undefined ? undefined : value || null);
const optional = (max: number) => text(max).nullish().transform(blankToNull);
const webLink = z
  .string()
  .trim()
  .max(300, 'Must be at most 300 characters')
  .refine(
    (value) => value === '' || /^https?:\/\/[^\s]+$/i.test(value),
    'Must be a link starting with http:// or https://',
  )
  .nullish()
  .transform(blankToNull);
const isoDate = z
  .string()
  .trim()
  .refine((value) => value === '' || /^\d{4}-\d{2}-\d{2}$/.test(value), 'Must be a date (YYYY-MM-DD)')
  .nullish()
  .transform(blankToNull);
const list = (max: number) =>
  z
    .array(text(100))
    .max(max, `At most ${max} entries`)
    .transform((items) => [...new Set(items.filter(Boolean))]);
const entries = <T extends z.ZodRawShape>(shape: T) => z.array(z.object(shape)).max(30, 'At most 30 entries');

export const lawyerProfileSchema = z.object({
  firstName: text(100).min(1, 'First name is required').optional(),
  middleName: optional(100),
  lastName: text(100).min(1, 'Last name is required').optional(),
  address: optional(500),
  email: text(254)
    .refine((value) => value === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), 'Email is invalid')
    .nullish()
    .transform(blankToNull),
  phone: optional(30),
  website: webLink,
  bio: z
    .string()
    .trim()
    .max(LIMITS.bioMax, `Bio must be at most ${LIMITS.bioMax} characters`)
    .nullish()
    .transform(blankToNull),
  lawFirm: optional(200),
  specializations: list(30).optional(),
  practiceAreas: list(30).optional(),
  languages: list(20).optional(),
  education: entries({
    institution: text(200).optional(),
    degree: text(200).optional(),
    year: z.union([text(10), z.number().int()]).optional(),
  }).optional(),
  experience: entries({
    position: text(200).optional(),
    organization: text(200).optional(),
    startDate: text(30).optional(),
    endDate: text(30).optional(),
    current: z.boolean().optional(),
    description: text(1000).optional(),
  }).optional(),
  certifications: entries({
    name: text(200).optional(),
    issuingOrganization: text(200).optional(),
    issueDate: text(30).optional(),
    expiryDate: text(30).optional(),
    credentialId: text(100).optional(),
    description: text(1000).optional(),
  }).optional(),
  qualifications: entries({
    title: text(200).optional(),
    description: text(1000).optional(),
    dateObtained: text(30).optional(),
    issuingBody: text(200).optional(),
  }).optional(),
  isNotaryPublic: z.boolean().optional(),
  notaryCommissionNumber: optional(100),
  notaryCommissionExpiry: isoDate,
  officeAddress: z
    .object({
      street: text(200).optional(),
      city: text(100).optional(),
      province: text(100).optional(),
      zipCode: text(20).optional(),
    })
    .nullish(),
  socialMedia: z.object({ linkedin: webLink, facebook: webLink, twitter: webLink }).nullish(),
});

export type LawyerProfileInput = z.infer<typeof lawyerProfileSchema>;

/** Names come from the Roll of Attorneys: only an admin corrects them, the profile's owner cannot rename the entry. */
export const ADMIN_ONLY_LAWYER_FIELDS = ['firstName', 'middleName', 'lastName'] as const;
