import { ActionIcon, Menu } from '@mantine/core';
import {
  IconCheck,
  IconDots,
  IconEye,
  IconId,
  IconPlayerPause,
  IconPlayerPlay,
  IconTrash,
  IconX,
} from '@tabler/icons-react';
import type { AdminUserEntry } from '@batas/shared/contracts/admin-users';
import type { UserAction } from '../api/user-actions';

interface UserRowMenuProps {
  user: AdminUserEntry;
  onView: () => void;
  onAction: (action: Exclude<UserAction, 'delete'>) => void;
  onDelete: () => void;
  onReview: () => void;
}

/**
 * Section 2: View Details; Approve/Reject only when pending; Activate or Deactivate only when approved; Delete User.
 * Someone whose claim of a roll entry waits gets 'Review verification' instead: the selfie, ID and roll entry are
 * looked at before the one decision.
 */
export function UserRowMenu({ user, onView, onAction, onDelete, onReview }: UserRowMenuProps) {
  return (
    <Menu position="bottom-end" shadow="md" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${user.name}`}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconEye size={16} aria-hidden />} onClick={onView}>
          View Details
        </Menu.Item>
        {user.pendingClaimId && (
          <Menu.Item leftSection={<IconId size={16} aria-hidden />} onClick={onReview}>
            Review verification
          </Menu.Item>
        )}
        {user.approvalStatus === 'pending' && !user.pendingClaimId && (
          <>
            <Menu.Item leftSection={<IconCheck size={16} aria-hidden />} onClick={() => onAction('approve')}>
              Approve
            </Menu.Item>
            <Menu.Item leftSection={<IconX size={16} aria-hidden />} onClick={() => onAction('reject')}>
              Reject
            </Menu.Item>
          </>
        )}
        {user.approvalStatus === 'approved' &&
          (user.isActive ? (
            <Menu.Item leftSection={<IconPlayerPause size={16} aria-hidden />} onClick={() => onAction('deactivate')}>
              Deactivate
            </Menu.Item>
          ) : (
            <Menu.Item leftSection={<IconPlayerPlay size={16} aria-hidden />} onClick={() => onAction('activate')}>
              Activate
            </Menu.Item>
          ))}
        <Menu.Divider />
        <Menu.Item color="red.9" leftSection={<IconTrash size={16} aria-hidden />} onClick={onDelete}>
          Delete User
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
