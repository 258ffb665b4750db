import { Avatar, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { adminHref } from '@/config/admin-paths';
import { logout as logoutRoute } from '@batas/shared/contracts/endpoints/account-security';
import { adminApi, endLocalSession } from '@/lib/api-client';
import { adminSession } from '@/lib/session-store';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');

/** Who is signed in, and Logout (back to /admin/login, with no cached admin data left behind). */
export function AdminUserMenu() {
  const { user: admin } = adminSession.useSnapshot();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logout = () => {
    // The admin session ends on the server too (which clears its cookie), so a copied token is worthless from now on.
    if (adminSession.readUser()) void adminApi.call(logoutRoute, {}).catch(() => {});
    endLocalSession('admin');
    queryClient.clear();
    void navigate(adminHref('login'), { replace: true });
  };
  const name = admin?.name || admin?.email || 'Admin';
  return (
    <Menu position="bottom-end" shadow="md" width={220}>
      <Menu.Target>
        {/* The initials are decoration; the button is named by the hidden text (a visible label must be part of the name). */}
        <UnstyledButton>
          <Avatar color="navy" radius="xl" size={34} aria-hidden>
            {initials(name) || 'A'}
          </Avatar>
          <VisuallyHidden>Account menu for {name}</VisuallyHidden>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="dark">
            {name}
          </Text>
          <Text size="xs">{admin?.role.replace('_', ' ')}</Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} onClick={logout}>
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
