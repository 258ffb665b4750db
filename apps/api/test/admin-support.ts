import type { Database, Queryable } from '@batas/db';
import { createUser } from '@batas/db/test';
import type { UserRole } from '@batas/shared/constants';
import { issueToken } from '../src/services/auth/tokens.ts';
import type { createTestApp } from './helpers.ts';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
export const TEST_SECRET = 'test-secret-that-is-long-enough-0123456789';
export const ADMIN_PASSWORD = 'correct horse battery';

export interface TestAccount {
  id: string;
  email: string;
  role: UserRole;
  token: string;
  headers: { authorization: string };
}

export interface AccountFields {
  role?: UserRole;
  userType?: 'lawyer' | 'admin' | 'basic' | 'employee';
  approvalStatus?: 'pending' | 'approved' | 'rejected';
  isActive?: boolean;
  firstName?: string;
  lastName?: string;
  email?: string;
  lawyerId?: string | null;
}

/** An account in a known state (factory-built), with a bearer token for it (admin login is tested on its own). */
export async function addAccount(db: Database, fields: AccountFields = {}): Promise<TestAccount> {
  const role = fields.role ?? 'basic';
  const userType =
    fields.userType ??
    (['lawyer', 'basic', 'employee'].includes(role) ? (role as 'lawyer' | 'basic' | 'employee') : 'admin');
  const row = await createUser(db, {
    password: ADMIN_PASSWORD,
    role,
    user_type: userType,
    approval_status: fields.approvalStatus ?? 'approved',
    is_active: fields.isActive ?? true,
    ...(fields.email ? { email: fields.email } : {}),
    ...(fields.firstName ? { first_name: fields.firstName } : {}),
    last_name: fields.lastName ?? role.replace('_', ' '),
    lawyer_id: fields.lawyerId ?? null,
  });
  const token = await issueToken(row.id, row.token_version as number, TEST_SECRET);
  return { id: row.id, email: row.email as string, role, token, headers: { authorization: `Bearer ${token}` } };
}

export async function auditRows(db: Queryable, targetId: string) {
  const result = await db.query<{
    action: string;
    actor_user_id: string | null;
    actor_email: string;
    details: Record<string, unknown>;
    created_at: Date;
  }>('SELECT action, actor_user_id, actor_email, details, created_at FROM audit_log WHERE target_id = $1 ORDER BY id', [
    targetId,
  ]);
  return result.rows;
}
