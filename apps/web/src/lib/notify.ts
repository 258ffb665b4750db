import { notifications } from '@mantine/notifications';

// Mantine's close button has no accessible name of its own.
const closeButtonProps = { 'aria-label': 'Close notification' };

/** A toast in the top-right area (closes itself after 5000 ms, set once in the app provider). */
export function notifySuccess(message: string): void {
  notifications.show({ color: 'green', message, withCloseButton: true, closeButtonProps });
}

export function notifyFailure(title: string, message: string): void {
  notifications.show({ color: 'red', title, message, withCloseButton: true, closeButtonProps });
}
