import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Navigate, Route, Routes } from 'react-router';
import { PageLoader } from '@/components/layouts/public-layout';
import { adminPaths } from '@/config/admin-paths';
import { createQueryClient } from '@/lib/query-client';
import { AdminGuard, AdminHomeRedirect, SectionGuard } from './admin-guard';

// Each screen is its own chunk, fetched on first visit; none of them is reachable from the public bundle.
const AdminLayout = lazy(() => import('@/components/layouts/admin-layout'));
const LoginPage = lazy(() => import('./login'));
const DashboardPage = lazy(() => import('./dashboard'));
const UsersPage = lazy(() => import('./users'));
const DocumentsPage = lazy(() => import('./documents'));
const ClaimsPage = lazy(() => import('./claims'));
const AuditLogPage = lazy(() => import('./audit-log'));
const ScrapingPage = lazy(() => import('./scraping'));
const LibraryPage = lazy(() => import('./library'));
const CitatorPage = lazy(() => import('./citator'));
const AnalyticsPage = lazy(() => import('./analytics'));
const SettingsPage = lazy(() => import('./settings'));

type Section = Parameters<typeof SectionGuard>[0]['section'];
const sectionRoute = (section: Section, Page: LazyExoticComponent<ComponentType>) => (
  <Route
    path={adminPaths[section]}
    element={
      <SectionGuard section={section}>
        <Page />
      </SectionGuard>
    }
  />
);

/**
 * The back-office, mounted at /admin/*. It has its own query client so that every
 * admin failure is logged and notified (lib/query-client.ts) without touching the public site's cache.
 */
export default function AdminRoot() {
  const [queryClient] = useState(() => createQueryClient({ reportErrors: true }));
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<PageLoader />}>
        <Routes>
          <Route path={adminPaths.login} element={<LoginPage />} />
          <Route element={<AdminGuard />}>
            <Route element={<AdminLayout />}>
              <Route index element={<AdminHomeRedirect />} />
              {sectionRoute('dashboard', DashboardPage)}
              {sectionRoute('users', UsersPage)}
              {sectionRoute('documents', DocumentsPage)}
              {sectionRoute('claims', ClaimsPage)}
              {sectionRoute('auditLog', AuditLogPage)}
              {sectionRoute('scraping', ScrapingPage)}
              {sectionRoute('library', LibraryPage)}
              {sectionRoute('citator', CitatorPage)}
              {sectionRoute('analytics', AnalyticsPage)}
              {sectionRoute('settings', SettingsPage)}
              {/* Unknown admin paths go to the dashboard (or the role's first page). */}
              <Route path="*" element={<AdminHomeRedirect />} />
            </Route>
          </Route>
          <Route path="*" element={<Navigate to={adminPaths.login} replace />} />
        </Routes>
      </Suspense>
    </QueryClientProvider>
  );
}
