import { Badge, Group } from '@mantine/core';
import type { AdminUserEntry } from '@batas/shared/contracts/admin-users';
import { capitalize } from './format';

const COLOR = { pending: 'yellow', approved: 'green', rejected: 'red' } as const;

/** Approval status, plus 'Inactive' for a deactivated approved account. Dark text keeps the contrast readable. */
export function UserStatusBadge({ user }: { user: Pick<AdminUserEntry, 'approvalStatus' | 'isActive'> }) {
  return (
    <Group gap={4} wrap="nowrap">
      <Badge color={COLOR[user.approvalStatus]} variant="light" autoContrast c="dark">
        {capitalize(user.approvalStatus)}
      </Badge>
      {!user.isActive && (
        <Badge color="gray" variant="light" c="dark">
          Inactive
        </Badge>
      )}
    </Group>
  );
}
