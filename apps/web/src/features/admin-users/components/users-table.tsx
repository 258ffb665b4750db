import { Table, Text } from '@mantine/core';
import { EmptyTableRow } from '@/components/ui/empty-table-row';
import type { AdminUserEntry } from '@batas/shared/contracts/admin-users';
import type { UserAction } from '../api/user-actions';
import { UserRowMenu } from './user-row-menu';
import { UserStatusBadge } from './user-status-badge';
import { capitalize, formatDate, formatLastLogin } from './format';

interface UsersTableProps {
  users: AdminUserEntry[];
  onView: (user: AdminUserEntry) => void;
  onAction: (user: AdminUserEntry, action: Exclude<UserAction, 'delete'>) => void;
  onDelete: (user: AdminUserEntry) => void;
}

/** Columns: User (name, email), Type, Status, Registration, Last Login ('Never'), Actions. */
export function UsersTable({ users, onView, onAction, onDelete }: UsersTableProps) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>User</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Registration</Table.Th>
            <Table.Th>Last Login</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user._id} data-testid="user-row">
              <Table.Td>
                <Text fw={600}>{user.name}</Text>
                <Text size="sm" c="dimmed">
                  {user.email}
                </Text>
              </Table.Td>
              <Table.Td>{capitalize(user.userType)}</Table.Td>
              <Table.Td>
                <UserStatusBadge user={user} />
              </Table.Td>
              <Table.Td>{formatDate(user.createdAt)}</Table.Td>
              <Table.Td>{formatLastLogin(user.lastLogin)}</Table.Td>
              <Table.Td>
                <UserRowMenu
                  user={user}
                  onView={() => onView(user)}
                  onAction={(action) => onAction(user, action)}
                  onDelete={() => onDelete(user)}
                />
              </Table.Td>
            </Table.Tr>
          ))}
          {users.length === 0 && <EmptyTableRow columns={6}>No users found</EmptyTableRow>}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
