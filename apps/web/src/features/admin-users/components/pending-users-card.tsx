import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { AdminUserEntry } from '@batas/shared/contracts/admin-users';
import { useUserAction } from '../api/user-actions';
import { capitalize, formatDate } from './format';

/** Pending registrations with Approve and Reject; the dashboard reloads after each. */
export function PendingUsersCard({ users, canDecide }: { users: AdminUserEntry[] | undefined; canDecide: boolean }) {
  const action = useUserAction();
  const busy = (id: string, kind: 'approve' | 'reject') =>
    action.isPending && action.variables?.id === id && action.variables.action === kind;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="pending-users-title">
      <Title id="pending-users-title" order={2} size="h4" mb="sm">
        Pending Users
      </Title>
      {users && users.length === 0 && <Text c="dimmed">No pending users</Text>}
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {users?.map((user) => (
          <Group key={user._id} component="li" justify="space-between" wrap="wrap" gap="xs" data-testid="pending-user">
            <div>
              <Text fw={600}>{user.name}</Text>
              <Text size="sm" c="dimmed">
                {user.email} · {capitalize(user.userType)} · Registered {formatDate(user.createdAt)}
              </Text>
            </div>
            {canDecide && (
              <Group gap="xs">
                <Button
                  size="xs"
                  leftSection={<IconCheck size={14} aria-hidden />}
                  loading={busy(user._id, 'approve')}
                  onClick={() => action.mutate({ id: user._id, action: 'approve' })}
                  aria-label={`Approve ${user.name}`}
                >
                  Approve
                </Button>
                <Button
                  size="xs"
                  color="red.9"
                  variant="outline"
                  leftSection={<IconX size={14} aria-hidden />}
                  loading={busy(user._id, 'reject')}
                  onClick={() => action.mutate({ id: user._id, action: 'reject' })}
                  aria-label={`Reject ${user.name}`}
                >
                  Reject
                </Button>
              </Group>
            )}
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
