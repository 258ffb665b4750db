import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { RegisterChoice } from '@/features/auth/components/register-choice';
import { AccountFrame, useReturnState } from './account-frame';

/** /register: Client or Lawyer. */
export default function RegisterRoute() {
  const returnState = useReturnState();
  return (
    <AccountFrame title="Create an account" subtitle="How will you use the platform?" size="md">
      <RegisterChoice linkState={returnState} />
      <Text size="sm" ta="center">
        Already have an account?{' '}
        <Anchor component={Link} to={paths.login.getHref()} state={returnState}>
          Sign in
        </Anchor>
      </Text>
    </AccountFrame>
  );
}
