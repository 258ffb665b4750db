import { ADMIN_ROLES, type UserRole } from '@batas/shared/constants';

/**
 * How long a session lasts. An account that can sign in to the back-office (any staff role) gets the short
 * sessions of an administrator: 12 hours after sign-in at most, and 30 minutes without a request end it too
 * (session-activity.ts). Everyone else: 30 days after sign-in.
 */
export const SESSION_LIMITS = {
  staffAbsoluteSeconds: 12 * 60 * 60,
  staffIdleSeconds: 30 * 60,
  otherAbsoluteSeconds: 30 * 24 * 60 * 60,
} as const;

export const isStaff = (role: UserRole): boolean => (ADMIN_ROLES as readonly string[]).includes(role);

/** The lifetime of a new session of an account with this role, in seconds. */
export const sessionLifetime = (role: UserRole): number =>
  isStaff(role) ? SESSION_LIMITS.staffAbsoluteSeconds : SESSION_LIMITS.otherAbsoluteSeconds;
