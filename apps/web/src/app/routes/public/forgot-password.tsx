import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { AccountFrame } from './account-frame';

/** /forgot-password: asks for a reset link by e-mail. */
export default function ForgotPasswordRoute() {
  return (
    <AccountFrame title="Forgot your password?" size="xs">
      <ForgotPasswordForm />
    </AccountFrame>
  );
}
