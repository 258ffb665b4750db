import type { Database, Queryable } from '@batas/db';
import { hashPassword, verifyPassword } from '@batas/db/passwords';
import type { ProfileUpdateInput } from '@batas/shared/schemas/accounts';
import { badRequest } from '../../lib/errors.ts';
import type { UserRow } from '../../presenters/user.ts';
import { issueSessionToken } from './tokens.ts';
import { enqueueMail } from '../../mail/enqueue-mail.ts';
import { assertPasswordAllowed } from './password-policy.ts';

/** Name and phone; fields left out of the request stay as they are. E-mail and role are not the user's to change here. */
export async function updateOwnProfile(db: Queryable, userId: string, input: ProfileUpdateInput): Promise<UserRow> {
  const result = await db.query<UserRow>(
    `UPDATE users SET
        first_name = coalesce($2, first_name),
        last_name = coalesce($3, last_name),
        middle_name = CASE WHEN $4::boolean THEN $5 ELSE middle_name END,
        phone = CASE WHEN $6::boolean THEN $7 ELSE phone END,
        updated_at = now()
      WHERE id = $1 RETURNING *`,
    [
      userId,
      input.firstName ?? null,
      input.lastName ?? null,
      input.middleName !== undefined,
      input.middleName ?? null,
      input.phone !== undefined,
      input.phone ?? null,
    ],
  );
  return result.rows[0]!;
}

/**
 * Checks the current password, stores the new one and bumps token_version, which signs out every other session
 * (a stolen token dies with the old password), and e-mails the account a notice of the change. The caller gets a
 * fresh token for this session.
 */
export async function changePassword(
  db: Database,
  secret: string,
  userId: string,
  input: { currentPassword: string; newPassword: string },
): Promise<{ token: string }> {
  const current = await db.query<{ password_hash: string; email: string; first_name: string; last_name: string }>(
    'SELECT password_hash, email, first_name, last_name FROM users WHERE id = $1',
    [userId],
  );
  if (!(await verifyPassword(input.currentPassword, current.rows[0]?.password_hash))) {
    throw badRequest('currentPassword', 'Current password is incorrect');
  }
  if (input.currentPassword === input.newPassword) {
    throw badRequest('newPassword', 'The new password must be different from the current one');
  }
  const account = current.rows[0]!;
  await assertPasswordAllowed(db, input.newPassword, 'newPassword', {
    email: account.email,
    names: [account.first_name, account.last_name],
  });
  const passwordHash = await hashPassword(input.newPassword);
  const row = await db.transaction(async (tx) => {
    const updated = await tx.query<UserRow>(
      `UPDATE users SET password_hash = $2, token_version = token_version + 1, updated_at = now() WHERE id = $1 RETURNING *`,
      [userId, passwordHash],
    );
    const user = updated.rows[0]!;
    await enqueueMail(tx, {
      template: 'password-changed',
      to: user.email,
      params: { firstName: user.first_name, how: 'changed' },
    });
    return user;
  });
  return { token: await issueSessionToken(row, secret) };
}
