import { notifications } from '@mantine/notifications';

// Mantine's close button has no accessible name of its own.
const closeButtonProps = { 'aria-label': 'Close notification' };

/** A toast in the top-right area (closes itself after 5000 ms, set once in components/layouts/notification-area.tsx). */
export function notifySuccess(message: string): void {
  notifications.show({ color: 'green', message, withCloseButton: true, closeButtonProps });
}

export function notifyFailure(title: string, message: string): void {
  notifications.show({ color: 'red', title, message, withCloseButton: true, closeButtonProps });
}

const shownOnTopic = new Map<string, string>();
let toastCount = 0;

/**
 * One toast per topic: a new event replaces the topic's previous toast instead of stacking under it, so a
 * stale error never stays beside the success that followed it (the roll-number check, a form's retries).
 */
export function notifyOnTopic(topic: string, toast: { color: 'green' | 'red'; title?: string; message: string }): void {
  const previous = shownOnTopic.get(topic);
  if (previous) notifications.hide(previous);
  const id = `${topic}-${++toastCount}`;
  shownOnTopic.set(topic, id);
  notifications.show({ ...toast, id, withCloseButton: true, closeButtonProps });
}
