import { useNotifications } from '@mantine/notifications';
import { useState } from 'react';
import { useDeferredComponent } from '@/hooks/use-deferred-component';
import { useHydrated } from '@/hooks/use-hydrated';

// The toast area's code (its transitions, portal and scroll-lock helpers: about 8 KB gzipped) is not needed to
// read a page, and most visits never raise a toast: it loads with the first one. A toast asked for before then
// waits in Mantine's store and appears as soon as the area mounts. If its code cannot be fetched, the page goes on
// without toasts (the failure is logged): it sits above the router, where a thrown error would blank the app.
const loadNotificationArea = () => import('./notification-area');

/** Mounts the toast area when the first toast is asked for. */
export function DeferredNotifications() {
  const hydrated = useHydrated();
  const { notifications, queue } = useNotifications();
  // Once wanted it stays, so that the last toast can still play its closing transition.
  const [needed, setNeeded] = useState(false);
  if (!needed && hydrated && notifications.length + queue.length > 0) setNeeded(true);
  const { Component: NotificationArea } = useDeferredComponent(loadNotificationArea, needed);
  return NotificationArea ? <NotificationArea /> : null;
}
