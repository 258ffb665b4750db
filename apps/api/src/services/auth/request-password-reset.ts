import type { Queryable } from '@batas/db';
import { normalizeEmail } from '@batas/shared/schemas/accounts';
import { RESET_TOKEN_MINUTES } from './reset-tokens.ts';

/** The one answer of POST /auth/forgot-password, whether or not the address has an account. */
export const FORGOT_PASSWORD_ANSWER = `If an account exists for that e-mail address, we have sent it a link to reset the password. The link works for ${RESET_TOKEN_MINUTES} minutes.`;

/** At most this many reset e-mails to one account an hour: a stranger cannot flood someone's mailbox. */
export const RESET_MAILS_PER_HOUR = 3;

/**
 * Queues a reset e-mail for an active account. Unknown addresses, deactivated or rejected accounts and an account
 * that already got its hourly share change nothing, and the caller answers the same in every case, so the form
 * cannot be used to find out who has an account. Nor can its timing: whether or not the address has an account,
 * the work is this one statement (it inserts the outbox row only when there is one), where looking the account up
 * first and then counting and queueing took three round trips for a real account and one for anything else.
 */
export async function requestPasswordReset(db: Queryable, email: string): Promise<void> {
  // The outbox row is written here rather than through enqueueMail, whose insert cannot be made conditional;
  // its shape is the same: the template name and its parameters (templates/password-reset.ts).
  await db.query(
    `WITH account AS (
       SELECT id, email, first_name FROM users
        WHERE email_normalized = $1 AND is_active AND approval_status <> 'rejected'
     ), recent AS (
       SELECT count(m.id)::int AS sent FROM account a
         JOIN mail_outbox m ON m.to_address = a.email AND m.template = 'password-reset'
                           AND m.created_at > now() - interval '1 hour'
     )
     INSERT INTO mail_outbox (template, to_address, params)
     SELECT 'password-reset', a.email, jsonb_build_object('userId', a.id, 'firstName', a.first_name)
       FROM account a, recent r WHERE r.sent < $2`,
    [normalizeEmail(email), RESET_MAILS_PER_HOUR],
  );
}
