import type { Queryable } from '@batas/db';
import { SqlParams } from '../../lib/sql-params.ts';
import type { UserRole } from '@batas/shared/constants';
import { presentClaim, type ClaimReviewRow, type RivalRow, type UploadRow } from '../../presenters/claim.ts';
import type { CurrentUser } from '../auth/current-user.ts';
import { decisionRefusal } from './claim-decision-rules.ts';

export interface ListClaimsFilters {
  status: 'pending' | 'approved' | 'rejected' | 'all';
  userId?: string;
  page: number;
  limit: number;
}

/**
 * Everyone else who named the same roll entries and is not decided yet: accounts with a claim under review and
 * lawyer registrations still waiting for proof. The reviewer sees them beside each claim; the first verified wins.
 */
async function competingClaimants(db: Queryable, claims: readonly ClaimReviewRow[]): Promise<RivalRow[]> {
  const entries = [...new Set(claims.filter((claim) => claim.status === 'pending').map((claim) => claim.lawyer_id))];
  if (entries.length === 0) return [];
  const { rows } = await db.query<RivalRow>(
    `SELECT DISTINCT ON (lawyer_id, user_id) * FROM (
       SELECT c.lawyer_id, u.id AS user_id, u.email, u.first_name, u.last_name, c.created_at AS since,
              'claim' AS standing
         FROM lawyer_claims c JOIN users u ON u.id = c.user_id
        WHERE c.lawyer_id = ANY($1::uuid[]) AND c.status = 'pending'
       UNION ALL
       SELECT u.lawyer_id, u.id, u.email, u.first_name, u.last_name, u.created_at, 'registration'
         FROM users u
        WHERE u.lawyer_id = ANY($1::uuid[]) AND u.lawyer_verification_status IN ('documents_required', 'under_review')
     ) AS named
     ORDER BY lawyer_id, user_id, standing, since`,
    [entries],
  );
  return rows.sort((a, b) => new Date(a.since).getTime() - new Date(b.since).getTime());
}

/**
 * The review queue (oldest first, so nobody waits longest) with each claimant's uploaded verification files (the
 * latest selfie and ID: a new upload replaces the earlier one), and whether this reviewer may decide each claim.
 */
export async function listClaims(db: Queryable, reviewer: CurrentUser, filters: ListClaimsFilters) {
  const params = new SqlParams();
  const conditions = [
    ...(filters.status === 'all' ? [] : [`c.status = ${params.add(filters.status)}`]),
    ...(filters.userId ? [`c.user_id = ${params.add(filters.userId)}`] : []),
  ];
  const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
  const countParams = [...params.values];
  const order = filters.status === 'pending' ? 'c.created_at ASC' : 'c.created_at DESC';
  const rows = await db.query<ClaimReviewRow>(
    `SELECT c.*, u.email AS user_email, u.first_name AS user_first_name, u.last_name AS user_last_name, u.phone AS user_phone,
            u.role AS user_role, u.user_type AS user_type, u.lawyer_verification_status AS user_verification_status,
            u.email_verified_at IS NOT NULL AS user_email_verified,
            l.roll_number, l.full_name AS lawyer_full_name, l.admission_date::text AS lawyer_admission_date,
            l.address AS lawyer_address, l.profile_status AS lawyer_profile_status
       FROM lawyer_claims c JOIN users u ON u.id = c.user_id JOIN lawyers l ON l.id = c.lawyer_id
       ${where} ORDER BY ${order} LIMIT ${params.add(filters.limit)} OFFSET ${params.add((filters.page - 1) * filters.limit)}`,
    params.values,
  );
  const total = (
    await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM lawyer_claims c ${where}`, countParams)
  ).rows[0]!.total;
  const userIds = [...new Set(rows.rows.map((row) => row.user_id))];
  const uploads = userIds.length
    ? (
        await db.query<UploadRow>(
          `SELECT id, user_id, kind, mime_type, size_bytes, original_name, created_at FROM verification_uploads
          WHERE user_id = ANY($1::uuid[]) ORDER BY created_at DESC`,
          [userIds],
        )
      ).rows
    : [];
  const rivals = await competingClaimants(db, rows.rows);
  return {
    claims: rows.rows.map((row) =>
      presentClaim(
        row,
        uploads.filter((upload) => upload.user_id === row.user_id),
        decisionRefusal(reviewer, { id: row.user_id, role: row.user_role as UserRole }),
        rivals.filter((rival) => rival.lawyer_id === row.lawyer_id && rival.user_id !== row.user_id),
      ),
    ),
    pagination: { page: filters.page, limit: filters.limit, total, totalPages: Math.ceil(total / filters.limit) },
  };
}
