import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { BasicRegistrationForm } from '@/features/auth/components/basic-registration-form';
import { AccountFrame } from './account-frame';

/** /register/basic: client sign-up. */
export default function RegisterBasicRoute() {
  const navigate = useNavigate();
  return (
    <AccountFrame title="Register as a client" subtitle="Find lawyers and follow the law.">
      <BasicRegistrationForm onRegistered={() => void navigate(paths.dashboard.getHref(), { replace: true })} />
    </AccountFrame>
  );
}
