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
