import type { UserRole } from '@batas/shared/constants';

/** A users row joined with the roll entry it belongs to (admin lists, details modal, dashboard). */
export interface AdminUserRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  role: UserRole;
  user_type: 'lawyer' | 'admin' | 'basic' | 'employee';
  approval_status: 'pending' | 'approved' | 'rejected';
  is_active: boolean;
  last_login_at: Date | null;
  created_at: Date;
  claim_status: string;
  lawyer_verification_status: string;
  lawyer_id: string | null;
  roll_number: string | null;
  specializations: string[] | null;
  admission_date: string | null;
  law_firm: string | null;
  pending_claim_id: string | null;
}

export const ADMIN_USER_SELECT = `SELECT u.id, u.email, u.first_name, u.last_name, u.role, u.user_type, u.approval_status,
    u.is_active, u.last_login_at, u.created_at, u.claim_status, u.lawyer_verification_status, u.lawyer_id,
    l.roll_number, l.specializations, l.admission_date::text AS admission_date, l.law_firm,
    (SELECT c.id FROM lawyer_claims c WHERE c.user_id = u.id AND c.status = 'pending' LIMIT 1) AS pending_claim_id
  FROM users u LEFT JOIN lawyers l ON l.id = u.lawyer_id`;

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

/** Whole years since admission to the bar: the roll has no "experience" field, the admission date implies it. */
export function yearsSince(date: string | null, now = new Date()): number | null {
  if (!date) return null;
  const admitted = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(admitted.getTime())) return null;
  let years = now.getUTCFullYear() - admitted.getUTCFullYear();
  const beforeAnniversary =
    now.getUTCMonth() < admitted.getUTCMonth() ||
    (now.getUTCMonth() === admitted.getUTCMonth() && now.getUTCDate() < admitted.getUTCDate());
  if (beforeAnniversary) years -= 1;
  return Math.max(0, years);
}

/** Admin user list entry. */
export function presentAdminUser(row: AdminUserRow) {
  const name = [row.first_name, row.last_name].filter(Boolean).join(' ') || row.email;
  return {
    _id: row.id,
    id: row.id,
    name,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    role: row.role,
    userType: row.user_type,
    approvalStatus: row.approval_status,
    isActive: row.is_active,
    createdAt: iso(row.created_at)!,
    lastLogin: iso(row.last_login_at),
    claimStatus: row.claim_status,
    lawyerVerificationStatus: row.lawyer_verification_status,
    pendingClaimId: row.pending_claim_id,
    lawyerProfile: row.lawyer_id
      ? {
          _id: row.lawyer_id,
          barNumber: row.roll_number,
          specialization: row.specializations?.length ? row.specializations.join(', ') : null,
          experience: yearsSince(row.admission_date),
          lawFirm: row.law_firm,
        }
      : null,
  };
}
export type AdminUser = ReturnType<typeof presentAdminUser>;
