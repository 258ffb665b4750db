import { useSearchParams } from 'react-router';
import { UnsubscribePanel } from '@/features/alerts/components/unsubscribe-panel';
import { AccountFrame } from './account-frame';

/** /alerts/unsubscribe?token=…: a digest's unsubscribe link; no sign-in needed, the token is enough. */
export default function AlertUnsubscribeRoute() {
  const token = useSearchParams()[0].get('token') ?? '';
  return (
    <AccountFrame title="Alert e-mails">
      <UnsubscribePanel token={token} />
    </AccountFrame>
  );
}
