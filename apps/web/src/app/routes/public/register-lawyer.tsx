import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { LawyerRegistration } from '@/features/auth/components/lawyer-registration/lawyer-registration';
import { AccountFrame } from './account-frame';

/** /register/lawyer: roll number, account, documents. */
export default function RegisterLawyerRoute() {
  const navigate = useNavigate();
  return (
    <AccountFrame
      title="Register as a lawyer"
      subtitle="Your Roll of Attorneys number links your account to your public profile."
      size="md"
    >
      <LawyerRegistration onFinished={() => void navigate(paths.dashboard.getHref())} />
    </AccountFrame>
  );
}
