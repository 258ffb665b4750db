import { Loader, Stack } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useAccount } from '@/features/profile/api/account';
import { AccountSettingsForm } from '@/features/profile/components/account-settings-form';
import { ChangePasswordForm } from '@/features/profile/components/change-password-form';
import { SignOutEverywhere } from '@/features/profile/components/sign-out-everywhere';
import { paths } from '@/config/paths';
import { notifySuccess } from '@/lib/notify';
import { siteSession } from '@/lib/session-store';
import { AccountFrame, RequireSignedIn } from './account-frame';

function Settings() {
  const account = useAccount();
  const navigate = useNavigate();
  if (!account.data) return <Loader role="status" aria-label="Loading your settings" />;
  return (
    <Stack>
      <AccountSettingsForm user={account.data} />
      <ChangePasswordForm />
      <SignOutEverywhere
        onSignedOut={() => {
          // The server already ended every session; this browser forgets its copy and goes to sign in.
          void navigate(paths.login.getHref(), { replace: true });
          siteSession.clear();
          notifySuccess('Signed out on every device');
        }}
      />
    </Stack>
  );
}

/** /settings: name, phone, password, and signing out everywhere. */
export default function SettingsRoute() {
  return (
    <RequireSignedIn>
      <AccountFrame title="Settings" size="md">
        <Settings />
      </AccountFrame>
    </RequireSignedIn>
  );
}
