import { describe, expect, it } from 'vitest';
import { describeNotice, timeAgo } from './admin-notice-text';

describe('describeNotice', () => {
  const at = '2026-01-01T00:00:00.000Z';
  it.each([
    ['pendingClaims', 1, '1 profile claim is waiting for review', '/admin/claims'],
    ['pendingClaims', 3, '3 profile claims are waiting for review', '/admin/claims'],
    ['pendingAccounts', 1, '1 registration is waiting for approval', '/admin/dashboard'],
    ['pendingAccounts', 2, '2 registrations are waiting for approval', '/admin/dashboard'],
    ['failedJobs', 1, '1 scraping job failed in the last 7 days', '/admin/scraping'],
    ['failedJobs', 4, '4 scraping jobs failed in the last 7 days', '/admin/scraping'],
    ['failedInstalls', 1, '1 library install failed in the last 7 days', '/admin/library'],
  ] as const)('%s × %i', (kind, count, text, href) => {
    expect(describeNotice({ kind, count, latestAt: at })).toMatchObject({ text, href });
  });
});

describe('timeAgo', () => {
  const now = Date.parse('2026-01-10T12:00:00Z');
  it.each([
    ['2026-01-10T11:59:30Z', 'just now'],
    ['2026-01-10T11:55:00Z', '5 minutes ago'],
    ['2026-01-10T09:00:00Z', '3 hours ago'],
    ['2026-01-09T11:00:00Z', 'yesterday'],
    ['2026-01-03T12:00:00Z', '7 days ago'],
  ])('%s → %s', (iso, text) => {
    expect(timeAgo(iso, now)).toBe(text);
  });
});
