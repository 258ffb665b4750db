import type {
  CertificationEntry,
  EducationEntry,
  ExperienceEntry,
  PostalAddress,
  QualificationEntry,
  SocialMedia,
} from '@batas/shared/contracts/lawyers';

/** Rows of the lawyers table (the roll) → the Lawyer shape of contracts/lawyers.ts (camelCase, `_id`). */
export interface LawyerRow {
  id: string;
  roll_number: string;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  suffix: string | null;
  full_name: string;
  address: string | null;
  admission_date: string | null;
  profile_status: string;
  verified: boolean;
  verified_at: Date | null;
  email: string | null;
  phone: string | null;
  website: string | null;
  bio: string | null;
  law_firm: string | null;
  specializations: string[];
  practice_areas: string[];
  languages: string[];
  profile_image: string | null;
  average_rating: string | number;
  total_reviews: number;
  // jsonb written through the profile schema (or the demo seed): the contract's entry shapes.
  education: EducationEntry[];
  experience: ExperienceEntry[];
  certifications: CertificationEntry[];
  qualifications: QualificationEntry[];
  is_notary_public: boolean;
  notary_commission_number: string | null;
  notary_commission_expiry: string | null;
  office_address: PostalAddress | null;
  social_media: SocialMedia | null;
  created_at: Date;
  updated_at: Date;
  /** Whether a verified account owns this profile (users_verified_lawyer holds at most one). */
  claimed: boolean;
}

export const LAWYER_COLUMNS = `l.id, l.roll_number, l.first_name, l.middle_name, l.last_name, l.suffix, l.full_name, l.address,
  l.admission_date::text AS admission_date, l.profile_status, l.verified, l.verified_at, l.email, l.phone, l.website, l.bio,
  l.law_firm, l.specializations, l.practice_areas, l.languages, l.profile_image, l.average_rating, l.total_reviews,
  l.education, l.experience, l.certifications, l.qualifications, l.is_notary_public, l.notary_commission_number,
  l.notary_commission_expiry::text AS notary_commission_expiry, l.office_address, l.social_media, l.created_at, l.updated_at,
  EXISTS (SELECT 1 FROM users u WHERE u.lawyer_id = l.id AND u.lawyer_verification_status = 'verified') AS claimed`;

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

export function presentLawyer(row: LawyerRow) {
  return {
    _id: row.id,
    id: row.id,
    rollNumber: row.roll_number,
    firstName: row.first_name,
    middleName: row.middle_name,
    lastName: row.last_name,
    suffix: row.suffix,
    fullName: row.full_name,
    full_name: row.full_name,
    address: row.address,
    admissionDate: row.admission_date,
    profileStatus: row.profile_status,
    claimed: row.claimed,
    verified: row.verified,
    verifiedAt: iso(row.verified_at),
    email: row.email,
    phone: row.phone,
    website: row.website,
    bio: row.bio,
    lawFirm: row.law_firm,
    specializations: row.specializations ?? [],
    practiceAreas: row.practice_areas ?? [],
    languages: row.languages ?? [],
    profileImage: row.profile_image,
    averageRating: Number(row.average_rating ?? 0),
    totalReviews: row.total_reviews ?? 0,
    education: row.education ?? [],
    experience: row.experience ?? [],
    certifications: row.certifications ?? [],
    qualifications: row.qualifications ?? [],
    isNotaryPublic: row.is_notary_public,
    notaryCommissionNumber: row.notary_commission_number,
    notaryCommissionExpiry: row.notary_commission_expiry,
    officeAddress: row.office_address,
    socialMedia: row.social_media,
    createdAt: iso(row.created_at)!,
    updatedAt: iso(row.updated_at)!,
  };
}
