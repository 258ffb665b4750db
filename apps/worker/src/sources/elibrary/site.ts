import { type HostTest } from '../common/urls.ts';

/** The E-Library writes absolute links to its own host; any of its hosts is the one site. */
export const isElibraryHost: HostTest = (hostname) =>
  hostname === 'elibrary.judiciary.gov.ph' || hostname.endsWith('.elibrary.judiciary.gov.ph');

/** Month names as the E-Library writes them in docmonth paths ('Jan' … 'Dec', capitalised). */
export const ELIBRARY_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** Drops the stray 'BR>' fragments the E-Library leaves in titles ('DOLOR<BR>BR> WENDAH', 'DOLOR BR> WENDAH'). */
export function withoutStrayBreaks(text: string): string {
  return text.replace(/\s*\bBR>\s*/g, ' ');
}
