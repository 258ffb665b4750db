import { Button } from '@mantine/core';
import type { Alert, CreateAlertBody } from '@batas/shared/contracts/alerts';
import { AccountAction } from '@/components/ui/account-action';

// The dialog's code is fetched on the first press.
const loadDialog = () => import('./follow-dialog');

export interface FollowButtonProps {
  label: string;
  /** What is followed, in words: the accessible name's subject and the dialog's first line. */
  subject: string;
  dialogTitle: string;
  explanation: string;
  request: Omit<CreateAlertBody, 'frequency'>;
  existing?: Alert | null;
  /** The press that loaded it (components/ui/deferred-button.tsx). */
  pressedAtStart?: boolean;
}

/** A Follow button: the dialog that makes, changes or stops the alert. */
export function FollowButton({
  label,
  subject,
  dialogTitle,
  explanation,
  request,
  existing,
  pressedAtStart,
}: FollowButtonProps) {
  const following = !!existing && existing.status === 'active';
  return (
    <AccountAction
      pressedAtStart={pressedAtStart}
      loadDialog={loadDialog}
      dialogProps={{ title: dialogTitle, subject, explanation, request, existing }}
      signIn={{
        title: 'Sign in to get alerts',
        text: `Alerts are kept in your account and e-mailed to you. Sign in and you come back here to follow “${subject}”.`,
      }}
      button={({ onClick, loading }) => (
        <Button
          variant={following ? 'light' : 'default'}
          aria-label={`${following ? 'Following' : label}: ${subject}`}
          aria-haspopup="dialog"
          loading={loading}
          onClick={onClick}
        >
          {following ? 'Following' : label}
        </Button>
      )}
    />
  );
}
