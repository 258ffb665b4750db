import type { AlertFrequency } from '@batas/shared/constants';

/** How each frequency is offered and described: the digests go out at 07:00 Philippine time. */
export const FREQUENCY_OPTIONS: ReadonlyArray<{ value: AlertFrequency; label: string }> = [
  { value: 'daily', label: 'Daily, at 7:00' },
  { value: 'weekly', label: 'Weekly, Mondays at 7:00' },
];

/** '7:00 AM, Monday, March 10, 2025' in Manila, for the next digest. */
export function digestTime(iso: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'Asia/Manila',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso));
}
