import { Alert, Anchor, List, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { AccountFrame } from './account-frame';

/**
 * /forgot-password: how a forgotten password is handled. There is no e-mail service to send reset links, so the page
 * says how to get back in: an administrator can reset the password after checking who is asking.
 */
export default function ForgotPasswordRoute() {
  return (
    <AccountFrame title="Forgot your password?" size="xs">
      <Alert color="blue" title="We can help">
        <Text size="sm">Passwords cannot be reset by e-mail yet. To get back into your account:</Text>
        <List size="sm" mt="xs">
          <List.Item>write to the site administrator from the e-mail address of your account;</List.Item>
          <List.Item>lawyers: include your roll number, so we can confirm who you are.</List.Item>
        </List>
      </Alert>
      <Text size="sm" ta="center">
        <Anchor component={Link} to={paths.login.getHref()}>
          Back to sign in
        </Anchor>
      </Text>
    </AccountFrame>
  );
}
