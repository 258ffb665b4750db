import type { AdminSection } from '@batas/shared/constants/admin-access';

/**
 * The back-office's routes, relative to /admin for the nested router and
 * absolute for links. The scraping page belongs to the scraping feature; its slot is here.
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
  analytics: 'analytics',
  settings: 'settings',
  auditLog: 'audit-log',
} as const satisfies Record<Exclude<AdminSection, 'approvals'> | 'login', string>;

export const adminHref = (page: keyof typeof adminPaths) => `${ADMIN_BASE}/${adminPaths[page]}`;
