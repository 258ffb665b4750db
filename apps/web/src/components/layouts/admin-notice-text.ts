import { FAILED_JOBS_WINDOW_DAYS, type AdminNotice } from '@batas/shared/contracts/admin-notifications';
// Relative, not '@/…': this module is pure and its unit test runs without the web app's aliases.
import { adminHref } from '../../config/admin-paths';
import { countOf } from '../../utils/text';

/** What a notice says and where its reader handles it. */
export function describeNotice(notice: AdminNotice): { text: string; href: string; action: string } {
  switch (notice.kind) {
    case 'pendingClaims':
      return {
        text: `${countOf(notice.count, 'profile claim is', 'profile claims are')} waiting for review`,
        href: adminHref('claims'),
        action: 'Review claims',
      };
    case 'pendingAccounts':
      return {
        text: `${countOf(notice.count, 'registration is', 'registrations are')} waiting for approval`,
        href: adminHref('dashboard'),
        action: 'Review registrations',
      };
    case 'failedJobs':
      return {
        text: `${countOf(notice.count, 'scraping job', 'scraping jobs')} failed in the last ${FAILED_JOBS_WINDOW_DAYS} days`,
        href: adminHref('scraping'),
        action: 'Open the Scraping Monitor',
      };
    case 'failedInstalls':
      return {
        text: `${countOf(notice.count, 'library install', 'library installs')} failed in the last ${FAILED_JOBS_WINDOW_DAYS} days`,
        href: adminHref('library'),
        action: 'Open Library Sources',
      };
  }
}

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** '5 minutes ago', 'yesterday', 'just now': when the newest of a notice's items happened. */
export function timeAgo(iso: string, now = Date.now()): string {
  const elapsed = now - Date.parse(iso);
  const format = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  for (const [unit, ms] of UNITS) {
    if (elapsed >= ms) return format.format(-Math.floor(elapsed / ms), unit);
  }
  return 'just now';
}
