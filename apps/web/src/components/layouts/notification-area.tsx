import { LIMITS } from '@batas/shared/constants';
import { Notifications } from '@mantine/notifications';

/**
 * The toast area, top-right, each toast closing itself after 5 s. A module of its own so that it can be loaded
 * lazily: importing '@mantine/notifications' itself lazily would bring the whole package into the first load,
 * where the toast store already is.
 */
export default function NotificationArea() {
  return <Notifications position="top-right" autoClose={LIMITS.notificationAutoCloseMs} />;
}
