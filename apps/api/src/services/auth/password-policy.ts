import type { Queryable } from '@batas/db';
import { passwordProblem, type PasswordContext } from '@batas/shared/passwords';
import { badRequest } from '../../lib/errors.ts';

/**
 * 400 naming the field when a new password is refused (@batas/shared/passwords: at least 8 characters, not the
 * site's name, not common, not the account's own words, not scored weak by zxcvbn). The same rule and words for
 * registration, password change and reset, and for the hint the forms show as the user types.
 */
export async function assertPasswordAllowed(
  db: Queryable,
  password: string,
  field: string,
  account: Omit<PasswordContext, 'siteName'>,
): Promise<void> {
  const { rows } = await db.query<{ site_name: string }>('SELECT site_name FROM site_settings WHERE id');
  const problem = await passwordProblem(password, { ...account, siteName: rows[0]?.site_name });
  if (problem) throw badRequest(field, problem);
}
