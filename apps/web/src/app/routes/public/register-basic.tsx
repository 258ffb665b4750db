import { useNavigate } from 'react-router';
import { BasicRegistrationForm } from '@/features/auth/components/basic-registration-form';
import { AccountFrame, useReturnPath } from './account-frame';

/** /register/basic: client sign-up; then back to where the visitor was going (a claim), else the dashboard. */
export default function RegisterBasicRoute() {
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  return (
    <AccountFrame title="Register as a client" subtitle="Find lawyers and follow the law.">
      <BasicRegistrationForm onRegistered={() => void navigate(returnPath, { replace: true })} />
    </AccountFrame>
  );
}
