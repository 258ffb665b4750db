import { Alert, Anchor, Loader, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CONFIRM_LINK_INVALID } from '@batas/shared/contracts/account-security';
import { useVerifyEmail } from '@/features/auth/api/verify-email';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { AccountFrame } from './account-frame';

/** /verify-email?token=…: the page the e-mailed confirmation link opens; it confirms the address at once. */
export default function VerifyEmailRoute() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const verify = useVerifyEmail();
  const { mutate } = verify;
  useEffect(() => {
    if (token) mutate(token);
  }, [token, mutate]);

  const refused = verify.isError || !token;
  const reason =
    verify.isError && isApiError(verify.error) && verify.error.fieldErrors.token
      ? verify.error.fieldErrors.token
      : CONFIRM_LINK_INVALID;
  return (
    <AccountFrame title="Confirm your e-mail address" size="xs">
      <Stack>
        {verify.isSuccess && (
          <Alert color="green" c="dark" title="Thank you" role="status">
            {verify.data}
          </Alert>
        )}
        {refused && (
          <Alert color="red" c="dark" title="The address was not confirmed" role="alert">
            {reason}
          </Alert>
        )}
        {!verify.isSuccess && !refused && (
          <Text role="status">
            <Loader size="xs" mr="xs" aria-hidden /> Confirming your e-mail address…
          </Text>
        )}
        <Anchor component={Link} to={paths.dashboard.getHref()}>
          Go to your dashboard
        </Anchor>
      </Stack>
    </AccountFrame>
  );
}
