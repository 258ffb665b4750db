import { Avatar, type AvatarProps } from '@mantine/core';
import type { Lawyer } from '@batas/shared/contracts/lawyers';
import { lawyerInitials, lawyerName } from '../utils/lawyer-display';

/** The lawyer's photo, or their initials on a tinted disc. */
export function LawyerAvatar({ lawyer, ...props }: { lawyer: Lawyer } & AvatarProps) {
  return (
    <Avatar
      src={lawyer.profileImage || null}
      alt={lawyer.profileImage ? `Photo of ${lawyerName(lawyer)}` : undefined}
      color="navy"
      radius="xl"
      {...props}
    >
      <span aria-hidden>{lawyerInitials(lawyer)}</span>
    </Avatar>
  );
}
