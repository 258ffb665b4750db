import type { Queryable } from '@batas/db';
import type { CurrentUser } from '../auth/current-user.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';

export interface TargetAccount {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  role: string;
  approval_status: 'pending' | 'approved' | 'rejected';
  is_active: boolean;
}

/** An account that can run the back-office on its own: removing the last one would lock everyone out. */
const isEffectiveSuperAdmin = (user: TargetAccount) =>
  user.role === 'super_admin' && user.is_active && user.approval_status === 'approved';

/**
 * Loads and locks the target of an account action (in the caller's transaction), and applies the rules that
 * hold for every action which takes an account away: not your own, not a super admin unless you are one,
 * and never the last super admin. The super admin rows are locked too, so two admins removing the last two
 * super admins at the same moment cannot both succeed.
 */
export async function lockTargetAccount(
  tx: Queryable,
  actor: CurrentUser,
  targetId: string,
  removesAccess: boolean,
  verb: string,
) {
  const result = await tx.query<TargetAccount>(
    'SELECT id, email, first_name, last_name, role, approval_status, is_active FROM users WHERE id = $1 FOR UPDATE',
    [targetId],
  );
  const target = result.rows[0];
  if (!target) throw notFound('User not found');
  if (target.role === 'super_admin' && actor.role !== 'super_admin')
    throw forbidden('Only a super admin can change a super admin account');
  if (!removesAccess) return target;
  if (target.id === actor.id) throw conflict(`You cannot ${verb} your own account`);
  if (isEffectiveSuperAdmin(target)) {
    const others = await tx.query<{ id: string }>(
      `SELECT id FROM users WHERE role = 'super_admin' AND is_active AND approval_status = 'approved' AND id <> $1 FOR UPDATE`,
      [target.id],
    );
    if (others.rows.length === 0)
      throw conflict(`The last super admin cannot be removed: you cannot ${verb} this account`);
  }
  return target;
}

export const accountName = (target: TargetAccount) =>
  [target.first_name, target.last_name].filter(Boolean).join(' ') || target.email;
