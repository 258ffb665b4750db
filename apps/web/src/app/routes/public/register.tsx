import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { RegisterChoice } from '@/features/auth/components/register-choice';
import { AccountFrame } from './account-frame';

/** /register: Client or Lawyer. */
export default function RegisterRoute() {
  return (
    <AccountFrame title="Create an account" subtitle="How will you use the platform?" size="md">
      <RegisterChoice />
      <Text size="sm" ta="center">
        Already have an account?{' '}
        <Anchor component={Link} to={paths.login.getHref()}>
          Sign in
        </Anchor>
      </Text>
    </AccountFrame>
  );
}
