import type { Queryable } from '@batas/db';

/** A user's own claims, newest first, with the reviewer's reason when one was rejected (shown on the dashboard). */
export async function listOwnClaims(db: Queryable, userId: string) {
  const result = await db.query<{
    id: string;
    status: string;
    rejection_reason: string | null;
    created_at: Date;
    reviewed_at: Date | null;
    lawyer_id: string;
    roll_number: string;
    full_name: string;
    documents_uploaded: boolean;
  }>(
    `SELECT c.id, c.status, c.rejection_reason, c.created_at, c.reviewed_at, c.lawyer_id, l.roll_number, l.full_name,
            EXISTS (SELECT 1 FROM verification_uploads v WHERE v.user_id = c.user_id) AS documents_uploaded
       FROM lawyer_claims c JOIN lawyers l ON l.id = c.lawyer_id WHERE c.user_id = $1 ORDER BY c.created_at DESC LIMIT 20`,
    [userId],
  );
  return result.rows.map((row) => ({
    _id: row.id,
    status: row.status,
    rejectionReason: row.rejection_reason,
    createdAt: new Date(row.created_at).toISOString(),
    reviewedAt: row.reviewed_at ? new Date(row.reviewed_at).toISOString() : null,
    lawyer: { _id: row.lawyer_id, rollNumber: row.roll_number, fullName: row.full_name },
    documentsUploaded: row.documents_uploaded,
  }));
}
