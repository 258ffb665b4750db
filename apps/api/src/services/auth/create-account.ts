import type { Queryable } from '@batas/db';
import { hashPassword } from '@batas/db/passwords';
import { normalizeEmail } from '@batas/shared/schemas/accounts';
import { conflict } from '../../lib/errors.ts';
import type { UserRow } from '../../presenters/user.ts';
import { enqueueMail } from '../../mail/enqueue-mail.ts';
import { assertPasswordAllowed } from './password-policy.ts';

export const EMAIL_TAKEN = 'An account with this email already exists';

export interface NewAccount {
  email: string;
  password: string;
  firstName: string;
  middleName?: string | null;
  lastName: string;
  phone?: string | null;
  role: 'basic' | 'lawyer';
  approvalStatus: 'pending' | 'approved';
  lawyerId?: string | null;
  lawyerVerificationStatus: 'not_required' | 'documents_required';
}

const isUniqueViolation = (error: unknown, constraint: string) =>
  (error as { code?: string; constraint?: string }).code === '23505' &&
  ((error as { constraint?: string }).constraint === constraint ||
    String((error as Error).message).includes(constraint));

/**
 * Inserts an account and queues its welcome e-mail (pass a transaction: both or neither). E-mail uniqueness is
 * case-insensitive and enforced by the database index, so two simultaneous sign-ups with one address cannot both
 * succeed; the loser gets the same 409 as a late one. Common passwords are refused (password-policy.ts).
 */
export async function createAccount(db: Queryable, account: NewAccount): Promise<UserRow> {
  await assertPasswordAllowed(db, account.password, 'password', {
    email: account.email,
    names: [account.firstName, account.middleName, account.lastName],
  });
  const passwordHash = await hashPassword(account.password);
  let user: UserRow;
  try {
    const result = await db.query<UserRow>(
      // email_verified_at NULL: a self-registration confirms its address with the link of its welcome e-mail.
      `INSERT INTO users (email, password_hash, first_name, middle_name, last_name, phone, role, user_type,
                          approval_status, lawyer_id, lawyer_verification_status, email_verified_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $7, $8, $9, $10, NULL) RETURNING *`,
      [
        normalizeEmail(account.email),
        passwordHash,
        account.firstName,
        account.middleName ?? null,
        account.lastName,
        account.phone ?? null,
        account.role,
        account.approvalStatus,
        account.lawyerId ?? null,
        account.lawyerVerificationStatus,
      ],
    );
    user = result.rows[0]!;
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_unique') || isUniqueViolation(error, 'users_email_normalized_unique'))
      throw conflict(EMAIL_TAKEN, 'email');
    if (isUniqueViolation(error, 'users_lawyer_id_key')) throw conflict(ROLL_TAKEN, 'rollNumber');
    throw error;
  }
  await enqueueMail(db, {
    template: 'welcome',
    to: user.email,
    params: { firstName: user.first_name, isLawyer: account.role === 'lawyer', userId: user.id },
  });
  return user;
}

export const ROLL_TAKEN = 'This roll number is already registered to another account';

export async function getUserRow(db: Queryable, userId: string): Promise<UserRow | null> {
  const result = await db.query<UserRow>('SELECT * FROM users WHERE id = $1', [userId]);
  return result.rows[0] ?? null;
}
