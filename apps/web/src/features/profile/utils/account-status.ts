import type { SessionUser } from '@batas/shared/contracts/auth';

/**
 * What the account's states mean to the user (docs/accounts.md): one line for the verification state and the
 * next thing to do. Pure: tested.
 */
export type NextStep = 'upload-documents' | 'claim-profile' | 'wait' | 'write' | 'none';

export interface AccountStatus {
  label: string;
  color: string;
  description: string;
  next: NextStep;
}

const STATUSES: Record<string, Omit<AccountStatus, 'next'>> = {
  not_required: {
    label: 'Client account',
    color: 'gray',
    description: 'You can search lawyers and the law library and read articles.',
  },
  documents_required: {
    label: 'Documents required',
    color: 'orange',
    description:
      'Upload a selfie and an ID document so an administrator can verify that you are the lawyer on the roll.',
  },
  under_review: {
    label: 'Under review',
    color: 'blue',
    description: 'Your request is under review. An administrator will verify your identity shortly.',
  },
  verified: {
    label: 'Verified lawyer',
    color: 'green',
    description: 'Your identity is verified and your lawyer profile is linked to this account.',
  },
  rejected: {
    label: 'Verification rejected',
    color: 'red',
    description: 'Your last request was not approved. You can upload new documents or claim a profile again.',
  },
};

export function accountStatus(
  user: Partial<Pick<SessionUser, 'role' | 'lawyerVerificationStatus' | 'claimedLawyerProfile'>> | null | undefined,
): AccountStatus {
  const state = user?.lawyerVerificationStatus ?? 'not_required';
  const shown = STATUSES[state] ?? STATUSES.not_required!;
  const next: NextStep =
    state === 'documents_required'
      ? 'upload-documents'
      : state === 'under_review'
        ? 'wait'
        : state === 'verified'
          ? 'write'
          : state === 'rejected' && user?.claimedLawyerProfile
            ? 'upload-documents'
            : ['super_admin', 'admin', 'moderator', 'content_manager'].includes(user?.role ?? '')
              ? 'none'
              : 'claim-profile';
  return { ...shown, next };
}

export const CLAIM_STATUS_LABELS: Record<string, string> = {
  none: 'No claim',
  pending: 'Claim pending review',
  approved: 'Claim approved',
  rejected: 'Claim rejected',
};
