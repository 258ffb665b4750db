import type { LawyerProfileInput } from '@batas/shared/schemas/lawyer-profile';
import type { Lawyer } from '@batas/shared/contracts/lawyers';

/**
 * The edit form holds strings ('' for empty) and lists; this converts a lawyer to form values and back.
 * Names come from the roll: only staff who correct profiles get them as fields (`names`), and only the names they
 * changed are sent, so the audit log records a correction and nothing else.
 */
export type Entry = Record<string, string | boolean | undefined>;

/** The roll's names, as fields: present only on a form that may correct them. */
export interface NameValues {
  firstName?: string;
  middleName?: string;
  lastName?: string;
}

export interface ProfileFormValues extends NameValues {
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

export function toFormValues(lawyer: Lawyer, { withNames = false } = {}): ProfileFormValues {
  const office = lawyer.officeAddress ?? {};
  const social = lawyer.socialMedia ?? {};
  return {
    ...(withNames
      ? { firstName: lawyer.firstName, middleName: text(lawyer.middleName), lastName: lawyer.lastName }
      : {}),
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

/** The names that differ from the lawyer's (an empty middle name clears it); none when the form has no names. */
function changedNames(names: NameValues, lawyer: Pick<Lawyer, 'firstName' | 'middleName' | 'lastName'>) {
  const changed: Partial<Record<keyof NameValues, string | null>> = {};
  if (names.firstName !== undefined && names.firstName.trim() !== lawyer.firstName)
    changed.firstName = names.firstName.trim();
  if (names.middleName !== undefined && names.middleName.trim() !== (lawyer.middleName ?? ''))
    changed.middleName = names.middleName.trim() || null;
  if (names.lastName !== undefined && names.lastName.trim() !== lawyer.lastName)
    changed.lastName = names.lastName.trim();
  return changed;
}

export function toProfileInput(
  { firstName, middleName, lastName, ...values }: ProfileFormValues,
  lawyer: Pick<Lawyer, 'firstName' | 'middleName' | 'lastName'>,
): LawyerProfileInput {
  return {
    ...values,
    ...changedNames({ firstName, middleName, lastName }, lawyer),
    education: filled(values.education),
    experience: filled(values.experience),
    certifications: filled(values.certifications),
    qualifications: filled(values.qualifications),
  } as unknown as LawyerProfileInput;
}
