import type { SessionUser } from '@batas/shared/contracts/auth';

/** Display helpers for the signed-in user in the user menu. Pure: tested. */
export function avatarLetter(user: Partial<Pick<SessionUser, 'firstName' | 'email'>>): string {
  const source = user.firstName?.trim() || user.email?.trim() || '';
  return source.charAt(0).toUpperCase() || '?';
}

export function userFullName(user: Partial<Pick<SessionUser, 'firstName' | 'lastName'>>): string {
  return [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}
