import { Center } from '@mantine/core';
import { Navigate, useNavigate } from 'react-router';
import { adminHomeSection } from '@batas/shared/constants';
import { AdminLoginForm } from '@/features/admin-auth/components/admin-login-form';
import { adminHref, type adminPaths } from '@/config/admin-paths';
import { startSession } from '@/lib/api-client';
import { adminSession, type AdminUser } from '@/lib/session-store';
import { usePageMeta } from '@/lib/page-meta';

const homeOf = (role: string) => adminHref((adminHomeSection(role) ?? 'dashboard') as keyof typeof adminPaths);

/** /admin/login: on success the server sets the back-office cookie, the admin is kept (adminUser) and lands on their start page. */
export default function AdminLoginPage() {
  usePageMeta({ title: 'Admin Login' });
  const navigate = useNavigate();
  const { user: admin } = adminSession.useSnapshot();
  if (admin) return <Navigate to={homeOf(admin.role)} replace />;
  const signedIn = (user: AdminUser) => {
    startSession('admin', user);
    void navigate(homeOf(user.role), { replace: true });
  };
  return (
    <Center component="main" mih="100vh" p="md" bg="gray.0">
      <AdminLoginForm onSignedIn={signedIn} />
    </Center>
  );
}
