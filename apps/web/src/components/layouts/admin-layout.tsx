import { AppShell, Burger, Group, NavLink, ScrollArea, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { NavLink as RouterLink, Outlet, useLocation } from 'react-router';
import { canAccessAdminSection } from '@batas/shared/constants';
import { adminHref } from '@/config/admin-paths';
import { adminSession } from '@/lib/session-store';
import { ADMIN_NAV } from './admin-nav';
import { AdminNotificationsBell } from './admin-notifications-bell';
import { AdminUserMenu } from './admin-user-menu';
import { ViewSiteLink } from './view-site-link';

/** Frame of every admin page: header with bell and user menu, a sidebar filtered by role (a drawer on phones). */
export default function AdminLayout() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const { user: admin } = adminSession.useSnapshot();
  const { pathname } = useLocation();
  const items = ADMIN_NAV.filter((item) => canAccessAdminSection(admin?.role, item.section));

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 250, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={opened ? 'Close navigation' : 'Open navigation'}
            />
            <Title order={2} size="h4">
              Admin Panel
            </Title>
            <ViewSiteLink />
          </Group>
          <Group gap="xs" wrap="nowrap">
            <AdminNotificationsBell />
            <AdminUserMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label="Admin navigation">
        <ScrollArea>
          {items.map((item) => (
            <NavLink
              key={item.section}
              component={RouterLink}
              to={adminHref(item.section)}
              label={item.label}
              leftSection={<item.icon size={18} aria-hidden />}
              active={pathname.startsWith(adminHref(item.section))}
              onClick={close}
            />
          ))}
          {items.length === 0 && (
            <Text c="dimmed" p="sm">
              No sections available for your role.
            </Text>
          )}
        </ScrollArea>
      </AppShell.Navbar>
      <AppShell.Main id="main-content">
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
