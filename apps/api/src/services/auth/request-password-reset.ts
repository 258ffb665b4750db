import type { Queryable } from '@batas/db';
import { enqueueMail } from '../../mail/enqueue-mail.ts';
import { RESET_TOKEN_MINUTES } from './reset-tokens.ts';

/** The one answer of POST /auth/forgot-password, whether or not the address has an account. */
export const FORGOT_PASSWORD_ANSWER = `If an account exists for that e-mail address, we have sent it a link to reset the password. The link works for ${RESET_TOKEN_MINUTES} minutes.`;

/** At most this many reset e-mails to one account an hour: a stranger cannot flood someone's mailbox. */
export const RESET_MAILS_PER_HOUR = 3;

/**
 * Queues a reset e-mail for an active account. Unknown addresses, deactivated or rejected accounts and an account
 * that already got its hourly share change nothing, and the caller answers the same in every case, so the form
 * cannot be used to find out who has an account.
 */
export async function requestPasswordReset(db: Queryable, email: string): Promise<void> {
  const found = await db.query<{ id: string; email: string; first_name: string }>(
    `SELECT id, email, first_name FROM users
      WHERE lower(email) = lower($1) AND is_active AND approval_status <> 'rejected'`,
    [email.trim()],
  );
  const user = found.rows[0];
  if (!user) return;
  const recent = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM mail_outbox
      WHERE lower(to_address) = lower($1) AND template = 'password-reset' AND created_at > now() - interval '1 hour'`,
    [user.email],
  );
  if (recent.rows[0]!.count >= RESET_MAILS_PER_HOUR) return;
  await enqueueMail(db, {
    template: 'password-reset',
    to: user.email,
    params: { userId: user.id, firstName: user.first_name },
  });
}
