import type { Queryable } from '@batas/db';
import { randomBytes } from 'node:crypto';
import { hashPassword, verifyPassword } from '@batas/db/passwords';
import type { UserRole } from '@batas/shared/constants';
import { normalizeEmail } from '@batas/shared/schemas/accounts';
import { HttpError } from '../../lib/errors.ts';
import { issueSessionToken } from './tokens.ts';
import type { UserRow } from '../../presenters/user.ts';

export const INVALID_CREDENTIALS = 'Invalid email or password';

/**
 * Checks e-mail and password and issues a token. Used by the public sign-in and the admin sign-in
 * (which passes the roles it admits). The same message for an unknown e-mail and a wrong password,
 * so that sign-in cannot be used to find out who has an account.
 */
export async function signIn(
  db: Queryable,
  secret: string,
  credentials: { email: string; password: string },
  allowedRoles?: readonly UserRole[],
): Promise<{ token: string; user: UserRow }> {
  const result = await db.query<UserRow & { password_hash: string }>(
    'SELECT * FROM users WHERE email_normalized = $1',
    [normalizeEmail(credentials.email)],
  );
  const row = result.rows[0];
  // Verify even when there is no such user, against a dummy hash, so the timing does not tell either.
  const valid = await verifyPassword(credentials.password, row?.password_hash ?? (await dummyHash()));
  if (!row || !valid) throw new HttpError(401, INVALID_CREDENTIALS);
  if (allowedRoles && !allowedRoles.includes(row.role))
    throw new HttpError(403, 'This account has no access to the admin area');
  if (!row.is_active) throw new HttpError(403, 'This account has been deactivated. Please contact support.');
  if (row.approval_status === 'rejected') throw new HttpError(403, 'This account registration was not approved.');
  const updated = await db.query<UserRow>('UPDATE users SET last_login_at = now() WHERE id = $1 RETURNING *', [row.id]);
  return { token: await issueSessionToken(row, secret), user: updated.rows[0]! };
}

// A real scrypt hash of a random string, made once: verifying against it costs what a real check costs.
let dummy: Promise<string> | undefined;
const dummyHash = () => (dummy ??= hashPassword(randomBytes(16).toString('hex')));
