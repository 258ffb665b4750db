import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { ACCOUNT_NAV } from '@/config/navigation';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { avatarLetter, userFullName } from '@/lib/session-user';
import type { SessionUser } from '@batas/shared/contracts/auth';

/** The signed-in user's menu: avatar letter, full name and e-mail, account links and Sign out. */
export default function UserMenu({ user }: { user: SessionUser }) {
  const { signOut } = useSession();
  const navigate = useNavigate();
  const name = userFullName(user);
  return (
    // No focus placeholder: axe rejects a non-item child inside role="menu".
    <Menu position="bottom-end" width={240} shadow="md" withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <UnstyledButton aria-label={`Account menu for ${name || user.email || 'you'}`}>
          <Group gap={6} wrap="nowrap">
            <Avatar color="navy" radius="xl" size={34} aria-hidden>
              {avatarLetter(user)}
            </Avatar>
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <div style={{ padding: '6px 12px 8px' }}>
          {name && (
            <Text fw={600} size="sm">
              {name}
            </Text>
          )}
          {user.email && (
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {user.email}
            </Text>
          )}
        </div>
        <Menu.Divider />
        {ACCOUNT_NAV.map((item) => (
          <Menu.Item key={item.href} component={Link} to={item.href}>
            {item.label}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={() => {
            signOut();
            void navigate(paths.home.getHref());
          }}
        >
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
