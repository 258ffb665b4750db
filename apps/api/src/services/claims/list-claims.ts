import type { Queryable } from '@batas/db';
import { SqlParams } from '../../lib/sql-params.ts';
import { presentClaim, type ClaimReviewRow, type UploadRow } from '../../presenters/claim.ts';

export interface ListClaimsFilters {
  status: 'pending' | 'approved' | 'rejected' | 'all';
  page: number;
  limit: number;
}

/** The review queue (oldest first, so nobody waits longest) with each claimant's uploaded verification files. */
export async function listClaims(db: Queryable, filters: ListClaimsFilters) {
  const params = new SqlParams();
  const where = filters.status === 'all' ? '' : `WHERE c.status = ${params.add(filters.status)}`;
  const countParams = [...params.values];
  const order = filters.status === 'pending' ? 'c.created_at ASC' : 'c.created_at DESC';
  const rows = await db.query<ClaimReviewRow>(
    `SELECT c.*, u.email AS user_email, u.first_name AS user_first_name, u.last_name AS user_last_name, u.phone AS user_phone,
            u.user_type AS user_type, u.lawyer_verification_status AS user_verification_status,
            l.roll_number, l.full_name AS lawyer_full_name, l.admission_date::text AS lawyer_admission_date,
            l.profile_status AS lawyer_profile_status
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
  return {
    claims: rows.rows.map((row) =>
      presentClaim(
        row,
        uploads.filter((upload) => upload.user_id === row.user_id),
      ),
    ),
    pagination: { page: filters.page, limit: filters.limit, total, totalPages: Math.ceil(total / filters.limit) },
  };
}
