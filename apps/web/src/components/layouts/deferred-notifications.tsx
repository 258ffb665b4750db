import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';
import { useHydrated } from '@/hooks/use-hydrated';

// The toast area's code (its transitions, portal and scroll-lock helpers: about 8 KB gzipped) is not needed to
// read a page, and most visits never raise a toast: it loads with the first one. A toast asked for before then
// waits in Mantine's store and appears as soon as the area mounts.
const NotificationArea = lazy(() => import('./notification-area'));

/** Mounts the toast area when the first toast is asked for. */
export function DeferredNotifications() {
  const hydrated = useHydrated();
  const { notifications, queue } = useNotifications();
  // Once mounted it stays, so that the last toast can still play its closing transition.
  const [needed, setNeeded] = useState(false);
  if (!needed && hydrated && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <NotificationArea />
    </Suspense>
  );
}
