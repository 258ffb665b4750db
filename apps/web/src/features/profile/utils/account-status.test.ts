import { describe, expect, it } from 'vitest';
import { accountStatus } from './account-status';

describe('accountStatus', () => {
  it.each([
    [{ role: 'basic', lawyerVerificationStatus: 'not_required' }, 'Client account', 'claim-profile'],
    [
      { role: 'lawyer', lawyerVerificationStatus: 'documents_required', claimedLawyerProfile: 'x' },
      'Documents required',
      'upload-documents',
    ],
    [{ role: 'lawyer', lawyerVerificationStatus: 'under_review' }, 'Under review', 'wait'],
    [{ role: 'lawyer', lawyerVerificationStatus: 'verified', claimedLawyerProfile: 'x' }, 'Verified lawyer', 'write'],
    [{ role: 'basic', lawyerVerificationStatus: 'rejected' }, 'Verification rejected', 'claim-profile'],
    [
      { role: 'lawyer', lawyerVerificationStatus: 'rejected', claimedLawyerProfile: 'x' },
      'Verification rejected',
      'upload-documents',
    ],
    [{ role: 'admin', lawyerVerificationStatus: 'not_required' }, 'Client account', 'none'],
    [null, 'Client account', 'claim-profile'],
  ])('%o → %s / %s', (user, label, next) => {
    const status = accountStatus(user);
    expect(status.label).toBe(label);
    expect(status.next).toBe(next);
  });
});
