import type { Queryable } from '@batas/db';
import { ADMIN_ONLY_LAWYER_FIELDS, type LawyerProfileInput } from '@batas/shared/schemas/lawyer-profile';
import { forbidden, notFound, unauthorized } from '../../lib/errors.ts';
import { LAWYER_COLUMNS, presentLawyer, type LawyerRow } from '../../presenters/lawyer.ts';
import type { CurrentUser } from '../auth/current-user.ts';
import { hasRole, ownsLawyerProfile, PROFILE_ADMIN_ROLES } from '../auth/permissions.ts';
import { fieldChanges } from '../audit/field-changes.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { isUuid } from './get-lawyer.ts';

const COLUMNS: Record<keyof LawyerProfileInput, { column: string; json?: boolean }> = {
  firstName: { column: 'first_name' },
  middleName: { column: 'middle_name' },
  lastName: { column: 'last_name' },
  address: { column: 'address' },
  email: { column: 'email' },
  phone: { column: 'phone' },
  website: { column: 'website' },
  bio: { column: 'bio' },
  lawFirm: { column: 'law_firm' },
  specializations: { column: 'specializations' },
  practiceAreas: { column: 'practice_areas' },
  languages: { column: 'languages' },
  education: { column: 'education', json: true },
  experience: { column: 'experience', json: true },
  certifications: { column: 'certifications', json: true },
  qualifications: { column: 'qualifications', json: true },
  isNotaryPublic: { column: 'is_notary_public' },
  notaryCommissionNumber: { column: 'notary_commission_number' },
  notaryCommissionExpiry: { column: 'notary_commission_expiry' },
  officeAddress: { column: 'office_address', json: true },
  socialMedia: { column: 'social_media', json: true },
};

/**
 * The one place that decides who may change a lawyer profile: its verified owner, or a profile admin.
 * Throws 401/403/404 as appropriate; returns whether the caller acts as an admin.
 */
export async function assertCanEditLawyer(
  db: Queryable,
  user: CurrentUser | null,
  lawyerId: string,
): Promise<{ asAdmin: boolean }> {
  if (!user) throw unauthorized('Please sign in to continue');
  const exists =
    isUuid(lawyerId) && (await db.query('SELECT 1 FROM lawyers WHERE id = $1', [lawyerId])).rows.length > 0;
  const asAdmin = hasRole(user, PROFILE_ADMIN_ROLES);
  if (!asAdmin && !ownsLawyerProfile(user, lawyerId)) throw forbidden('Only the owner of this profile can edit it');
  if (!exists) throw notFound('Lawyer not found');
  return { asAdmin };
}

/** Applies the fields present in the request; names only for admins (the roll is the source of truth for them). */
export async function updateLawyer(
  db: Queryable,
  user: CurrentUser | null,
  lawyerId: string,
  input: LawyerProfileInput,
) {
  const { asAdmin } = await assertCanEditLawyer(db, user, lawyerId);
  if (!asAdmin && ADMIN_ONLY_LAWYER_FIELDS.some((field) => input[field] !== undefined)) {
    throw forbidden('Names come from the Roll of Attorneys; ask an administrator to correct them');
  }
  // An admin's edit of someone else's profile is audited with what it changed, so the row as it was is read first.
  const audited = asAdmin && user!.lawyerId !== lawyerId;
  const before = audited
    ? presentLawyer(
        (await db.query<LawyerRow>(`SELECT ${LAWYER_COLUMNS} FROM lawyers l WHERE l.id = $1`, [lawyerId])).rows[0]!,
      )
    : null;
  const values: unknown[] = [lawyerId];
  const sets = (Object.keys(COLUMNS) as Array<keyof LawyerProfileInput>)
    .filter((field) => input[field] !== undefined)
    .map((field) => {
      const { column, json } = COLUMNS[field];
      values.push(json && input[field] !== null ? JSON.stringify(input[field]) : input[field]);
      return `${column} = $${values.length}`;
    });
  const result = await db.query<LawyerRow>(
    `UPDATE lawyers l SET ${[...sets, 'updated_at = now()'].join(', ')} WHERE l.id = $1 RETURNING ${LAWYER_COLUMNS}`,
    values,
  );
  const after = presentLawyer(result.rows[0]!);
  if (before) {
    const fields = Object.keys(input).filter((key) => input[key as keyof LawyerProfileInput] !== undefined);
    await recordAudit(db, user, {
      action: 'lawyer.update',
      targetType: 'lawyer',
      targetId: lawyerId,
      details: { fields, name: after.fullName },
      changes: fieldChanges(before, after, fields),
    });
  }
  return after;
}
