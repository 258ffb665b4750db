import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { ADMIN_LOGIN_ROLES, adminHomeSection, canAccessAdminSection, type AdminSection } from '@batas/shared/constants';
import { adminHref, type adminPaths } from '@/config/admin-paths';
import { adminSession } from '@/lib/session-store';

/**
 * Client side of the guard: a signed-in admin with an admin role, else /admin/login. It only decides what to
 * render; the server checks the session cookie and the role on every /api/admin call, and a 401 there (also when
 * the back-office session ran out) clears the session, which brings the visitor back here and on to the login page.
 */
export function AdminGuard() {
  const { user: admin } = adminSession.useSnapshot();
  if (!admin || !ADMIN_LOGIN_ROLES.includes(admin.role as (typeof ADMIN_LOGIN_ROLES)[number])) {
    return <Navigate to={adminHref('login')} replace />;
  }
  return <Outlet />;
}

/** A page the role may not open sends it to its start page instead of showing a screen that would only fail. */
export function SectionGuard({
  section,
  children,
}: {
  section: Exclude<AdminSection, 'approvals' | 'alerts'>;
  children: ReactNode;
}) {
  const { user: admin } = adminSession.useSnapshot();
  if (!canAccessAdminSection(admin?.role, section)) return <AdminHomeRedirect />;
  return children;
}

/** /admin and unknown admin paths: the dashboard, or for a content manager their first section. */
export function AdminHomeRedirect() {
  const { user: admin } = adminSession.useSnapshot();
  const home = adminHomeSection(admin?.role);
  return <Navigate to={home ? adminHref(home as keyof typeof adminPaths) : adminHref('login')} replace />;
}
