import { Loader, Stack } from '@mantine/core';
import { useAccount } from '@/features/profile/api/account';
import { AccountDetails } from '@/features/profile/components/account-details';
import { AccountStatusCard } from '@/features/profile/components/account-status-card';
import { AccountFrame, RequireSignedIn } from './account-frame';

function Profile() {
  const account = useAccount();
  if (!account.data) return <Loader role="status" aria-label="Loading your profile" />;
  return (
    <Stack>
      <AccountDetails user={account.data} />
      <AccountStatusCard user={account.data} />
    </Stack>
  );
}

/** /profile: Your Profile. */
export default function ProfileRoute() {
  return (
    <RequireSignedIn>
      <AccountFrame title="Your Profile" size="md">
        <Profile />
      </AccountFrame>
    </RequireSignedIn>
  );
}
