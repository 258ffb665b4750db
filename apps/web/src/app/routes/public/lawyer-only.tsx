import { Alert, Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { roleFlags } from '@/lib/roles';

/** Article screens for verified lawyers (the server enforces it; this explains it instead of showing a failing form). */
export function VerifiedLawyerOnly({ children }: { children: (lawyerId: string) => ReactNode }) {
  const { user } = useSession();
  const flags = roleFlags(user);
  if (flags.isVerifiedLawyer && user?.claimedLawyerProfile) return <>{children(user.claimedLawyerProfile)}</>;
  return (
    <Alert color="orange" title="For verified lawyers">
      Only verified lawyers can write articles. See your{' '}
      <Anchor component={Link} to={paths.dashboard.getHref()}>
        dashboard
      </Anchor>{' '}
      for how to get verified.
    </Alert>
  );
}
