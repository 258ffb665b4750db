import { Loader, Stack } from '@mantine/core';
import { useAccount } from '@/features/profile/api/account';
import { AccountSettingsForm } from '@/features/profile/components/account-settings-form';
import { ChangePasswordForm } from '@/features/profile/components/change-password-form';
import { AccountFrame, RequireSignedIn } from './account-frame';

function Settings() {
  const account = useAccount();
  if (!account.data) return <Loader aria-label="Loading your settings" />;
  return (
    <Stack>
      <AccountSettingsForm user={account.data} />
      <ChangePasswordForm />
    </Stack>
  );
}

/** /settings: name, phone, password. */
export default function SettingsRoute() {
  return (
    <RequireSignedIn>
      <AccountFrame title="Settings" size="md">
        <Settings />
      </AccountFrame>
    </RequireSignedIn>
  );
}
