import type { SessionUser } from '@/types/api';

/** Display helpers for the signed-in user (public-site.md section 2, user menu). Pure: tested. */
export function avatarLetter(user: SessionUser): string {
  const source = user.firstName?.trim() || user.email?.trim() || '';
  return source.charAt(0).toUpperCase() || '?';
}

export function userFullName(user: SessionUser): string {
  return [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}
