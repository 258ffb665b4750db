/** A profile claim as the reviewers see it: who asks, for which roll entry, with what evidence and files. */
export interface ClaimReviewRow {
  id: string;
  user_id: string;
  lawyer_id: string;
  verification_documents: string;
  additional_info: string | null;
  status: string;
  rejection_reason: string | null;
  reviewed_by: string | null;
  reviewed_at: Date | null;
  created_at: Date;
  user_email: string;
  user_first_name: string;
  user_last_name: string;
  user_phone: string | null;
  user_role: string;
  user_type: string;
  user_verification_status: string;
  user_email_verified: boolean;
  roll_number: string;
  lawyer_full_name: string;
  lawyer_admission_date: string | null;
  lawyer_address: string | null;
  lawyer_profile_status: string;
}

export interface UploadRow {
  id: string;
  user_id: string;
  kind: 'selfie' | 'id_document';
  mime_type: string;
  size_bytes: number;
  original_name: string | null;
  created_at: Date;
}

/** Another account that named the same roll entry and is not decided yet (services/claims/list-claims.ts). */
export interface RivalRow {
  lawyer_id: string;
  user_id: string;
  email: string;
  first_name: string;
  last_name: string;
  since: Date;
  /** 'claim': a claim under review, with its files; 'registration': registered with the number, no proof yet. */
  standing: 'claim' | 'registration';
}

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

export function presentUpload(row: UploadRow) {
  return {
    _id: row.id,
    kind: row.kind === 'id_document' ? 'idDocument' : 'selfie',
    mimeType: row.mime_type,
    sizeBytes: row.size_bytes,
    originalName: row.original_name,
    createdAt: iso(row.created_at)!,
    // Admin-only: the route checks the reviewer's role before streaming the file.
    url: `/api/auth/verification-files/${row.id}`,
  };
}

/** `decisionNote` is why the caller may not decide this claim (null when they may), from claim-decision-rules.ts. */
export function presentClaim(
  row: ClaimReviewRow,
  uploads: UploadRow[],
  decisionNote: string | null,
  rivals: RivalRow[] = [],
) {
  return {
    _id: row.id,
    id: row.id,
    status: row.status,
    verificationDocuments: row.verification_documents,
    additionalInfo: row.additional_info,
    rejectionReason: row.rejection_reason,
    reviewedBy: row.reviewed_by,
    reviewedAt: iso(row.reviewed_at),
    createdAt: iso(row.created_at)!,
    user: {
      _id: row.user_id,
      email: row.user_email,
      firstName: row.user_first_name,
      lastName: row.user_last_name,
      phone: row.user_phone,
      role: row.user_role,
      userType: row.user_type,
      lawyerVerificationStatus: row.user_verification_status,
      emailVerified: row.user_email_verified,
    },
    lawyer: {
      _id: row.lawyer_id,
      rollNumber: row.roll_number,
      fullName: row.lawyer_full_name,
      admissionDate: row.lawyer_admission_date,
      address: row.lawyer_address,
      profileStatus: row.lawyer_profile_status,
    },
    uploads: uploads.map(presentUpload),
    competing: rivals.map((rival) => ({
      userId: rival.user_id,
      email: rival.email,
      name: `${rival.first_name} ${rival.last_name}`.trim(),
      since: iso(rival.since)!,
      standing: rival.standing,
    })),
    canDecide: decisionNote === null,
    decisionNote,
  };
}
