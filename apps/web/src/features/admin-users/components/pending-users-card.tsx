import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconId, IconX } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import type { AdminUserEntry } from '@batas/shared/contracts/admin-users';
import { useUserAction } from '../api/user-actions';
import { capitalize, formatDate } from './format';

/**
 * Pending registrations with Approve and Reject; the dashboard reloads after each. A lawyer whose
 * documents wait for review gets Review instead, which opens `renderReview` (the claims feature's dialog).
 */
export function PendingUsersCard({
  users,
  canDecide,
  renderReview,
}: {
  users: AdminUserEntry[] | undefined;
  canDecide: boolean;
  renderReview: (userId: string | null, close: () => void) => ReactNode;
}) {
  const action = useUserAction();
  const [reviewing, setReviewing] = useState<string | null>(null);
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
            {canDecide && user.pendingClaimId && (
              <Button
                size="xs"
                leftSection={<IconId size={14} aria-hidden />}
                onClick={() => setReviewing(user._id)}
                aria-label={`Review ${user.name}`}
              >
                Review
              </Button>
            )}
            {canDecide && !user.pendingClaimId && (
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
      {renderReview(reviewing, () => setReviewing(null))}
    </Paper>
  );
}
