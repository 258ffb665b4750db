import { useNavigate, useSearchParams } from 'react-router';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { paths } from '@/config/paths';
import { notifySuccess } from '@/lib/notify';
import { siteSession } from '@/lib/session-store';
import { AccountFrame } from './account-frame';

/** /reset-password?token=…: the page the e-mailed link opens. */
export default function ResetPasswordRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return (
    <AccountFrame title="Choose a new password" size="xs">
      <ResetPasswordForm
        token={params.get('token') ?? ''}
        onReset={(message) => {
          // Every session of the account ended on the server; this browser's copy goes too.
          siteSession.clear();
          notifySuccess(message);
          void navigate(paths.login.getHref(), { replace: true });
        }}
      />
    </AccountFrame>
  );
}
