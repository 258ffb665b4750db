/** A profile claim as GET /api/auth/pending-claims answers it (the accounts feature's API). */
export interface ClaimUpload {
  _id: string;
  kind: 'selfie' | 'idDocument' | string;
  mimeType: string;
  sizeBytes: number;
  originalName: string | null;
  createdAt: string;
  url: string;
}

export interface ProfileClaim {
  _id: string;
  status: 'pending' | 'approved' | 'rejected' | string;
  verificationDocuments: string;
  additionalInfo: string | null;
  rejectionReason: string | null;
  reviewedAt: string | null;
  createdAt: string;
  user: {
    _id: string;
    email: string;
    firstName: string;
    lastName: string;
    phone: string | null;
    userType: string;
    lawyerVerificationStatus: string;
  };
  lawyer: { _id: string; rollNumber: string; fullName: string; admissionDate: string | null; profileStatus: string };
  uploads: ClaimUpload[];
}

export type ClaimStatusFilter = 'pending' | 'approved' | 'rejected' | 'all';
