import type { UserRole } from '@batas/shared/constants';

export interface UserRow {
  id: string;
  email: string;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  phone: string | null;
  role: UserRole;
  user_type: 'lawyer' | 'admin' | 'basic' | 'employee';
  approval_status: 'pending' | 'approved' | 'rejected';
  is_active: boolean;
  last_login_at: Date | null;
  lawyer_id: string | null;
  claim_status: string;
  lawyer_verification_status: string;
  token_version: number;
  /** When the e-mail address was confirmed; null until then (services/auth/email-verification.ts). */
  email_verified_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

/** The signed-in user as the client sees it. Never includes the password hash. */
export function presentUser(row: UserRow) {
  return {
    _id: row.id,
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    middleName: row.middle_name,
    lastName: row.last_name,
    fullName: [row.first_name, row.last_name].filter(Boolean).join(' '),
    phone: row.phone,
    role: row.role,
    userType: row.user_type,
    approvalStatus: row.approval_status,
    isActive: row.is_active,
    lastLogin: iso(row.last_login_at),
    claimedLawyerProfile: row.lawyer_id,
    lawyerId: row.lawyer_id,
    claimStatus: row.claim_status,
    lawyerVerificationStatus: row.lawyer_verification_status,
    emailVerified: row.email_verified_at !== null,
    createdAt: iso(row.created_at)!,
  };
}
