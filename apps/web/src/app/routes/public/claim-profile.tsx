import { ClaimProfileForm } from '@/features/claims/components/claim-profile-form';
import { AccountFrame, RequireSignedIn } from './account-frame';

/** /claim-profile: claim a lawyer profile from the roll. */
export default function ClaimProfileRoute() {
  return (
    <RequireSignedIn>
      <AccountFrame
        title="Claim your lawyer profile"
        subtitle="Find your entry in the Roll of Attorneys and tell us how we can verify that it is you."
        size="md"
      >
        <ClaimProfileForm />
      </AccountFrame>
    </RequireSignedIn>
  );
}
