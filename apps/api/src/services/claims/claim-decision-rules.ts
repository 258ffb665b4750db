import { ADMIN_LOGIN_ROLES, type UserRole } from '@batas/shared/constants';
import type { CurrentUser } from '../auth/current-user.ts';

/**
 * Who may decide a claim, beyond holding a reviewer role: never the claimant, and a claim by a staff account
 * (anyone who can sign in to the back-office) only by a super admin, so no reviewer can give themselves or a
 * colleague a lawyer's name to publish under. Null when the reviewer may decide, else why not.
 */
export const OWN_CLAIM = 'You cannot decide your own claim';
export const STAFF_CLAIM = 'Claims by staff accounts are decided by a super admin';

export function decisionRefusal(
  reviewer: Pick<CurrentUser, 'id' | 'role'>,
  claimant: { id: string; role: UserRole },
): string | null {
  if (reviewer.id === claimant.id) return OWN_CLAIM;
  if (ADMIN_LOGIN_ROLES.includes(claimant.role) && reviewer.role !== 'super_admin') return STAFF_CLAIM;
  return null;
}
