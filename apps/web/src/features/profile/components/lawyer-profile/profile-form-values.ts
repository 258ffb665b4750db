import type { LawyerProfileInput } from '@batas/shared/schemas/lawyer-profile';
import type { Lawyer } from '@batas/shared/contracts/lawyers';

/**
 * The edit form holds strings ('' for empty) and lists; this converts a lawyer to form values and back.
 * Names are shown but not sent: they come from the roll (only an admin corrects them).
 */
export type Entry = Record<string, string | boolean | undefined>;

export interface ProfileFormValues {
  email: string;
  phone: string;
  website: string;
  address: string;
  bio: string;
  lawFirm: string;
  practiceAreas: string[];
  specializations: string[];
  languages: string[];
  education: Entry[];
  experience: Entry[];
  certifications: Entry[];
  qualifications: Entry[];
  isNotaryPublic: boolean;
  notaryCommissionNumber: string;
  notaryCommissionExpiry: string;
  officeAddress: { street: string; city: string; province: string; zipCode: string };
  socialMedia: { linkedin: string; facebook: string; twitter: string };
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const entries = (value: unknown): Entry[] =>
  Array.isArray(value)
    ? value.map((item) =>
        Object.fromEntries(
          Object.entries(item as object).map(([key, v]) => [key, typeof v === 'boolean' ? v : text(v)]),
        ),
      )
    : [];

export function toFormValues(lawyer: Lawyer): ProfileFormValues {
  const office = lawyer.officeAddress ?? {};
  const social = lawyer.socialMedia ?? {};
  return {
    email: text(lawyer.email),
    phone: text(lawyer.phone),
    website: text(lawyer.website),
    address: typeof lawyer.address === 'string' ? lawyer.address : '',
    bio: text(lawyer.bio),
    lawFirm: text(lawyer.lawFirm),
    practiceAreas: lawyer.practiceAreas ?? [],
    specializations: lawyer.specializations ?? [],
    languages: lawyer.languages ?? [],
    education: entries(lawyer.education),
    experience: entries(lawyer.experience),
    certifications: entries(lawyer.certifications),
    qualifications: entries(lawyer.qualifications),
    isNotaryPublic: !!lawyer.isNotaryPublic,
    notaryCommissionNumber: text(lawyer.notaryCommissionNumber),
    notaryCommissionExpiry: text(lawyer.notaryCommissionExpiry),
    officeAddress: {
      street: text(office.street),
      city: text(office.city),
      province: text(office.province),
      zipCode: text(office.zipCode),
    },
    socialMedia: { linkedin: text(social.linkedin), facebook: text(social.facebook), twitter: text(social.twitter) },
  };
}

/** Empty rows of the repeatable sections are dropped; the server validates the rest. */
const filled = (items: Entry[]) =>
  items.filter((item) => Object.values(item).some((value) => typeof value === 'string' && value.trim()));

export function toProfileInput(values: ProfileFormValues): LawyerProfileInput {
  return {
    ...values,
    education: filled(values.education),
    experience: filled(values.experience),
    certifications: filled(values.certifications),
    qualifications: filled(values.qualifications),
  } as unknown as LawyerProfileInput;
}
