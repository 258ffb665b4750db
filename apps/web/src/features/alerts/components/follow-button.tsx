import { Box, Button } from '@mantine/core';
import { IconBell, IconBellRingingFilled } from '@tabler/icons-react';
import type { Alert, CreateAlertBody } from '@batas/shared/contracts/alerts';
import { useState } from 'react';
import { SignInPrompt } from '@/components/ui/sign-in-prompt';
import { useDeferredComponent } from '@/hooks/use-deferred-component';
import { useSession } from '@/lib/auth';

// The dialog's code is fetched on the first click.
const loadDialog = () => import('./follow-dialog');

interface FollowButtonProps {
  label: string;
  /** The accessible name's subject ('Follow: Tañada v. Tuvera …'). */
  subject: string;
  dialogTitle: string;
  explanation: string;
  request: Omit<CreateAlertBody, 'frequency'>;
  existing?: Alert | null;
  disabled?: boolean;
}

/** A Follow button: signed out, a sign-in prompt in place; signed in, the dialog that makes or changes the alert. */
export function FollowButton({
  label,
  subject,
  dialogTitle,
  explanation,
  request,
  existing,
  disabled,
}: FollowButtonProps) {
  const { user } = useSession();
  const [opened, setOpened] = useState(false);
  const [prompting, setPrompting] = useState(false);
  const { Component: Dialog, failed, retry } = useDeferredComponent(loadDialog, opened);
  const following = !!existing && existing.status === 'active';
  return (
    <>
      <Button
        variant={following ? 'light' : 'default'}
        leftSection={following ? <IconBellRingingFilled size={16} aria-hidden /> : <IconBell size={16} aria-hidden />}
        aria-label={`${following ? 'Following' : label}: ${subject}`}
        aria-haspopup="dialog"
        disabled={disabled}
        loading={opened && !Dialog && !failed}
        onClick={() => {
          if (!user) return setPrompting(true);
          if (failed) retry();
          setOpened(true);
        }}
      >
        {following ? 'Following' : label}
      </Button>
      {prompting && !user && (
        <Box style={{ flexBasis: '100%' }}>
          <SignInPrompt title="Sign in to get alerts" onDismiss={() => setPrompting(false)}>
            Alerts are kept in your account and e-mailed to you. Sign in and you come back here to follow “{subject}”.
          </SignInPrompt>
        </Box>
      )}
      {Dialog && (
        <Dialog
          opened={opened}
          onClose={() => setOpened(false)}
          title={dialogTitle}
          subject={subject}
          explanation={explanation}
          request={request}
          existing={existing}
        />
      )}
    </>
  );
}
