import type { Queryable } from '@batas/db';
import type { UserRole } from '@batas/shared/constants';

/** Who is calling: loaded from the database on every authenticated request, so revocations apply at once. */
export interface CurrentUser {
  id: string;
  email: string;
  role: UserRole;
  userType: 'lawyer' | 'admin' | 'basic' | 'employee';
  firstName: string;
  lastName: string;
  approvalStatus: 'pending' | 'approved' | 'rejected';
  lawyerId: string | null;
  /** 'verified' once an admin confirmed the person behind a lawyer account (docs/accounts.md). */
  lawyerVerificationStatus: LawyerVerificationStatus;
  /** Whether the e-mail address is confirmed (email-verification.ts): publishing and claiming need it. */
  emailVerified: boolean;
  /** The session this request belongs to (the token's id), so that signing out can end exactly this one. */
  session: { id: string; expiresAt: number };
}

export type LawyerVerificationStatus = 'not_required' | 'documents_required' | 'under_review' | 'verified' | 'rejected';

interface UserAuthRow {
  id: string;
  email: string;
  role: UserRole;
  user_type: CurrentUser['userType'];
  first_name: string;
  last_name: string;
  approval_status: CurrentUser['approvalStatus'];
  lawyer_id: string | null;
  lawyer_verification_status: LawyerVerificationStatus;
  is_active: boolean;
  token_version: number;
  email_verified: boolean;
  session_ended: boolean;
}

/**
 * The user a token speaks for, or null when the account is gone, deactivated, rejected, the token was revoked
 * (token_version: password change, "sign out everywhere") or its session was signed out (ended_sessions).
 */
export async function loadCurrentUser(
  db: Queryable,
  claims: { sub: string; ver: number; sid: string; exp: number },
): Promise<CurrentUser | null> {
  const result = await db.query<UserAuthRow>(
    `SELECT id, email, role, user_type, first_name, last_name, approval_status, lawyer_id, lawyer_verification_status,
            is_active, token_version, email_verified_at IS NOT NULL AS email_verified,
            EXISTS (SELECT 1 FROM ended_sessions WHERE session_id = $2) AS session_ended
       FROM users WHERE id = $1`,
    [claims.sub, claims.sid],
  );
  const row = result.rows[0];
  if (!row || !row.is_active || row.approval_status === 'rejected' || row.token_version !== claims.ver) return null;
  if (row.session_ended) return null;
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    userType: row.user_type,
    firstName: row.first_name,
    lastName: row.last_name,
    approvalStatus: row.approval_status,
    lawyerId: row.lawyer_id,
    lawyerVerificationStatus: row.lawyer_verification_status,
    emailVerified: row.email_verified,
    session: { id: claims.sid, expiresAt: claims.exp },
  };
}
