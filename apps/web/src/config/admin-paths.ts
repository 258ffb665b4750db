import type { AdminSection } from '@batas/shared/constants';

/**
 * The back-office's routes, relative to /admin for the nested router and
 * absolute for links. The scraping page belongs to the scraping feature; its slot is here. 'approvals' and 'alerts'
 * are API sections without a page of their own.
 */
export const ADMIN_BASE = '/admin';

export const adminPaths = {
  login: 'login',
  dashboard: 'dashboard',
  users: 'users',
  documents: 'documents',
  claims: 'claims',
  scraping: 'scraping',
  library: 'library',
  citator: 'citator',
  analytics: 'analytics',
  settings: 'settings',
  auditLog: 'audit-log',
} as const satisfies Record<Exclude<AdminSection, 'approvals' | 'alerts'> | 'login', string>;

export const adminHref = (page: keyof typeof adminPaths) => `${ADMIN_BASE}/${adminPaths[page]}`;
