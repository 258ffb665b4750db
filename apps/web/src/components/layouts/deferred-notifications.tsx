import { LIMITS } from '@batas/shared/constants/index';
import { lazy, Suspense } from 'react';
import { useHydrated } from '@/hooks/use-hydrated';

// The toast area's code (and its transition library) is not needed to read a page: it loads once the page is
// interactive. Toasts asked for before then wait in Mantine's store and appear when it mounts.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
);

/** The notification area, top-right, each toast closing itself after 5 s. */
export function DeferredNotifications() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-right" autoClose={LIMITS.notificationAutoCloseMs} />
    </Suspense>
  );
}
