import { randomUUID } from 'node:crypto';
import type { Queryable } from '@batas/db';
import { hashPassword } from '@batas/db/passwords';
import type { UserRole } from '@batas/shared/constants';
import { issueToken } from '../../src/services/auth/tokens.ts';

/**
 * Account states the access-control tests need (a verified lawyer who owns a profile, a reviewer, a client…),
 * inserted directly so each test starts from a known state instead of walking the whole sign-up flow.
 */
export const TEST_SECRET = 'test-secret-that-is-long-enough-0123456789';
export const TEST_PASSWORD = 'correct horse battery';

let hashed: Promise<string> | undefined;
const passwordHash = () => (hashed ??= hashPassword(TEST_PASSWORD));
let rollCounter = 900_000;

export interface RollInput {
  rollNumber?: string;
  firstName?: string;
  middleName?: string | null;
  lastName?: string;
  profileStatus?: 'unclaimed' | 'claimed' | 'verified';
  verified?: boolean;
  address?: string | null;
  practiceAreas?: string[];
  averageRating?: number;
  admissionDate?: string | null;
}

export async function insertLawyer(db: Queryable, input: RollInput = {}) {
  const result = await db.query<{ id: string; roll_number: string }>(
    `INSERT INTO lawyers (roll_number, first_name, middle_name, last_name, profile_status, verified, address, practice_areas,
                          average_rating, admission_date)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id, roll_number`,
    [
      input.rollNumber ?? String(++rollCounter),
      input.firstName ?? 'JUAN',
      input.middleName ?? null,
      input.lastName ?? 'DELA CRUZ',
      input.profileStatus ?? 'verified',
      input.verified ?? true,
      input.address ?? null,
      input.practiceAreas ?? [],
      input.averageRating ?? 0,
      input.admissionDate ?? '2001-05-10',
    ],
  );
  return { id: result.rows[0]!.id, rollNumber: result.rows[0]!.roll_number };
}

export interface UserInput {
  email?: string;
  role?: UserRole;
  lawyerId?: string | null;
  lawyerVerificationStatus?: string;
  approvalStatus?: 'pending' | 'approved' | 'rejected';
}

export interface TestUser {
  id: string;
  email: string;
  token: string;
  auth: { authorization: string };
}

export async function insertUser(db: Queryable, input: UserInput = {}): Promise<TestUser> {
  const role = input.role ?? 'basic';
  const userType = ['super_admin', 'admin', 'moderator', 'content_manager'].includes(role) ? 'admin' : role;
  const email = input.email ?? `user-${randomUUID().slice(0, 8)}@example.com`;
  const result = await db.query<{ id: string; token_version: number }>(
    `INSERT INTO users (email, password_hash, first_name, last_name, role, user_type, approval_status, lawyer_id,
                        lawyer_verification_status, claim_status)
     VALUES ($1, $2, 'Test', 'User', $3, $4, $5, $6, $7, $8) RETURNING id, token_version`,
    [
      email,
      await passwordHash(),
      role,
      userType,
      input.approvalStatus ?? 'approved',
      input.lawyerId ?? null,
      input.lawyerVerificationStatus ?? (input.lawyerId ? 'verified' : 'not_required'),
      input.lawyerId ? 'approved' : 'none',
    ],
  );
  const row = result.rows[0]!;
  const token = await issueToken(row.id, row.token_version, TEST_SECRET);
  return { id: row.id, email, token, auth: { authorization: `Bearer ${token}` } };
}

/** A lawyer account linked to its own claimed roll entry and verified by an admin. */
export async function insertVerifiedLawyer(db: Queryable, roll: RollInput = {}) {
  const lawyer = await insertLawyer(db, { profileStatus: 'claimed', ...roll });
  const user = await insertUser(db, { role: 'lawyer', lawyerId: lawyer.id });
  return { ...user, lawyerId: lawyer.id, rollNumber: lawyer.rollNumber };
}
