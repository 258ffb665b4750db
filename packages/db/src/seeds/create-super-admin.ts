import type { Database } from '../client.ts';
import { normalizeEmail } from '@batas/shared/schemas/accounts';
import { generatePassword, hashPassword } from '../passwords.ts';

export interface SuperAdminResult {
  email: string;
  /** Set only when the password was generated here: the caller must show it once. */
  generatedPassword?: string;
  created: boolean;
}

/**
 * The one account a database needs before anyone can sign in to the back-office. Created when the database has
 * content (an import, a restored dump) but no users yet, where the demo seed must not run. An account with this
 * e-mail that already exists is left alone.
 */
export async function createSuperAdmin(
  db: Database,
  options: { email?: string; password?: string } = {},
): Promise<SuperAdminResult> {
  const email = normalizeEmail(options.email ?? 'admin@example.com');
  const generatedPassword = options.password ? undefined : generatePassword();
  const hash = await hashPassword(options.password ?? generatedPassword!);
  const { rowCount } = await db.query(
    `INSERT INTO users (email, password_hash, first_name, last_name, role, user_type, approval_status)
     VALUES ($1, $2, 'System', 'Administrator', 'super_admin', 'admin', 'approved')
     ON CONFLICT (email_normalized) DO NOTHING`,
    [email, hash],
  );
  const created = rowCount > 0;
  return { email, created, generatedPassword: created ? generatedPassword : undefined };
}
