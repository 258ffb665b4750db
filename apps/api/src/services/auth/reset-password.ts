import type { Database } from '@batas/db';
import { hashPassword } from '@batas/db/passwords';
import { badRequest } from '../../lib/errors.ts';
import { enqueueMail } from '../../mail/enqueue-mail.ts';
import { assertPasswordAllowed } from './password-policy.ts';
import { consumeResetToken, resetTokenOwner } from './reset-tokens.ts';

export const RESET_LINK_INVALID =
  'This password reset link is invalid, has expired or was already used. Please ask for a new one.';

/**
 * Sets a new password with an e-mailed token: the token is used up, every session of the account ends
 * (token_version), and a notice goes to the account's address, all in one transaction. A refused password rolls
 * the whole thing back, so the link still works for a better one.
 */
export async function resetPassword(db: Database, input: { token: string; password: string }): Promise<void> {
  // A made-up token is refused before the (deliberately slow) password hashing: guesses cost the server nothing.
  if (!(await resetTokenOwner(db, input.token, { usableOnly: true }))) throw badRequest('token', RESET_LINK_INVALID);
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const userId = await consumeResetToken(tx, input.token);
    if (!userId) throw badRequest('token', RESET_LINK_INVALID);
    const user = (
      await tx.query<{ email: string; first_name: string; last_name: string }>(
        'SELECT email, first_name, last_name FROM users WHERE id = $1',
        [userId],
      )
    ).rows[0]!;
    await assertPasswordAllowed(tx, input.password, 'password', {
      email: user.email,
      names: [user.first_name, user.last_name],
    });
    await tx.query(
      `UPDATE users SET password_hash = $2, token_version = token_version + 1, updated_at = now() WHERE id = $1`,
      [userId, passwordHash],
    );
    await enqueueMail(tx, {
      template: 'password-changed',
      to: user.email,
      params: { firstName: user.first_name, how: 'reset' },
    });
  });
}
