import { isApiError } from './api-client';

/**
 * What a failed request means to a form: the server's per-field errors (shown under each field) and one message
 * for the notification — the server's own words when it sent some, else the screen's fallback from the product's
 * error catalogue ('Login failed', 'Registration failed', …).
 */
export function serverMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && error.status < 500 && error.message) return error.message;
  return fallback;
}

export function serverFieldErrors(error: unknown): Record<string, string> {
  return isApiError(error) ? error.fieldErrors : {};
}

interface FormWithErrors {
  setErrors: (errors: Record<string, string>) => void;
}

/** Puts the server's field errors on the form (for the fields it has) and returns the notification text. */
export function showServerErrors(form: FormWithErrors, error: unknown, fallback: string): string {
  const fields = serverFieldErrors(error);
  if (Object.keys(fields).length > 0) form.setErrors(fields);
  return serverMessage(error, fallback);
}
