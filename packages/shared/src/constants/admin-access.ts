import type { UserRole } from './directory.ts';

/**
 * Who may use which part of the admin back-office, written once as data:
 * the API guards each /api/admin route group with it and the web sidebar and page guard read the same table,
 * so what an admin sees and what the server allows can never drift apart.
 *
 * Decisions of ours:
 * - approving or rejecting a pending registration ('approvals') is open to every role that sees the dashboard,
 *   because the dashboard offers those two buttons to moderators as well; the rest of User Management
 *   (list, activate, deactivate, delete) stays with super_admin and admin;
 * - claims and verification review go to the roles that already review accounts on the dashboard
 *   (super_admin, admin, moderator): deciding on a claim is the same kind of work as approving a user;
 * - the audit log is for super_admin only (it shows what the other admins did);
 * - installing the whole library from its public collections is for super_admin only: it rewrites tens of thousands
 *   of documents and runs for many minutes;
 * - the citator's review (which decision a report page is) and the library's health go to the roles that manage
 *   documents (super_admin, admin, content_manager): mapping a page is editing what the library links to;
 * - running the alert digests by hand ('alerts', POST /api/admin/alerts/run) is for super_admin only: it sends
 *   e-mail to every account with alerts;
 * - content_manager may sign in (Document Management is theirs) but sees no dashboard: their start page
 *   is the first section they may open.
 */
export const ADMIN_SECTIONS = [
  'dashboard',
  'users',
  'approvals',
  'documents',
  'claims',
  'scraping',
  'library',
  'citator',
  'analytics',
  'settings',
  'auditLog',
  'alerts',
] as const;
export type AdminSection = (typeof ADMIN_SECTIONS)[number];

export const ADMIN_ACCESS: Readonly<Record<AdminSection, readonly UserRole[]>> = {
  dashboard: ['super_admin', 'admin', 'moderator'],
  users: ['super_admin', 'admin'],
  approvals: ['super_admin', 'admin', 'moderator'],
  documents: ['super_admin', 'admin', 'content_manager'],
  claims: ['super_admin', 'admin', 'moderator'],
  scraping: ['super_admin', 'admin'],
  library: ['super_admin'],
  citator: ['super_admin', 'admin', 'content_manager'],
  analytics: ['super_admin', 'admin'],
  settings: ['super_admin'],
  auditLog: ['super_admin'],
  alerts: ['super_admin'],
};

/** The sections that are pages of the web app, in sidebar order ('approvals' is only the dashboard's two buttons). */
export const ADMIN_PAGES = [
  'dashboard',
  'users',
  'documents',
  'claims',
  'scraping',
  'library',
  'citator',
  'analytics',
  'settings',
  'auditLog',
] as const satisfies readonly AdminSection[];

/** Every role that may sign in to the admin area: the union of the table. */
export const ADMIN_LOGIN_ROLES: readonly UserRole[] = [...new Set(Object.values(ADMIN_ACCESS).flat())];

export function canAccessAdminSection(role: string | null | undefined, section: AdminSection): boolean {
  return !!role && (ADMIN_ACCESS[section] as readonly string[]).includes(role);
}

/** Where a role lands after sign-in or on an unknown admin path: the dashboard when allowed, else its first section. */
export function adminHomeSection(role: string | null | undefined): AdminSection | null {
  return ADMIN_PAGES.find((section) => canAccessAdminSection(role, section)) ?? null;
}
