import { ADMIN_ACCESS, type UserRole } from '@batas/shared/constants';
import type { CurrentUser } from './current-user.ts';

/**
 * Who may do what on the account side, in one place. Claims, verification files and other people's lawyer profiles
 * go to the roles that review accounts (ADMIN_ACCESS.claims); articles may also be moderated by content managers.
 */
export const CLAIM_REVIEWER_ROLES: readonly UserRole[] = ADMIN_ACCESS.claims;
export const PROFILE_ADMIN_ROLES: readonly UserRole[] = ADMIN_ACCESS.claims;
export const ARTICLE_ADMIN_ROLES: readonly UserRole[] = ['super_admin', 'admin', 'moderator', 'content_manager'];

export const hasRole = (user: CurrentUser | null, roles: readonly UserRole[]) => !!user && roles.includes(user.role);

/**
 * A lawyer whose identity an admin confirmed (approved claim or verified registration) and who is linked to a roll
 * entry. Only such a user owns a profile and writes articles: typing someone's roll number proves nothing.
 */
export const isVerifiedLawyer = (user: CurrentUser | null): user is CurrentUser & { lawyerId: string } =>
  !!user && !!user.lawyerId && user.lawyerVerificationStatus === 'verified';

export const ownsLawyerProfile = (user: CurrentUser | null, lawyerId: string) =>
  isVerifiedLawyer(user) && user.lawyerId === lawyerId;
