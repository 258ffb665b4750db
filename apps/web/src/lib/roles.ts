import { canAccessAdminSection } from '@batas/shared/constants';
import type { SessionUser } from '@batas/shared/contracts/auth';

/**
 * The role flags (isLawyer, isAdmin, isBasicUser, isEmployee), derived from the stored user. They only shape the interface
 * (which links to show); the server checks every request on its own.
 */
export function roleFlags(user: SessionUser | null) {
  const role = user?.role ?? '';
  return {
    isLawyer: role === 'lawyer' || user?.userType === 'lawyer',
    isAdmin: role === 'admin',
    isBasicUser: user?.userType === 'basic',
    isEmployee: user?.userType === 'employee',
    /** A lawyer an admin confirmed: may edit their profile and write articles. */
    isVerifiedLawyer: !!user?.claimedLawyerProfile && user?.lawyerVerificationStatus === 'verified',
  };
}

/**
 * The staff who correct lawyer profiles, names included (the roll's spelling is sometimes wrong): the roles that
 * review claims, as on the server (PROFILE_ADMIN_ROLES).
 */
export const mayCorrectLawyerProfiles = (user: SessionUser | null) => canAccessAdminSection(user?.role, 'claims');

/**
 * Who may open a lawyer profile's edit form: its verified owner, and the staff who correct profiles. The server
 * refuses anyone else; this decides whether the page offers Edit.
 */
export function mayEditLawyerProfile(user: SessionUser | null, lawyerId: string | undefined): boolean {
  if (!user || !lawyerId) return false;
  if (mayCorrectLawyerProfiles(user)) return true;
  return roleFlags(user).isVerifiedLawyer && user.claimedLawyerProfile === lawyerId;
}
