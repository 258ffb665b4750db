import { useNavigate } from 'react-router';
import { LoginForm } from '@/features/auth/components/login-form';
import { AccountFrame, useReturnPath, useReturnState } from './account-frame';

/** /login */
export default function LoginRoute() {
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  const returnState = useReturnState();
  return (
    <AccountFrame title="Sign in" subtitle="Welcome back. Sign in to your account." size="xs">
      <LoginForm onSignedIn={() => void navigate(returnPath, { replace: true })} linkState={returnState} />
    </AccountFrame>
  );
}
