import { Badge, Group } from '@mantine/core';
import { IconRosetteDiscountCheck, IconUserCheck } from '@tabler/icons-react';
import type { Lawyer } from '@batas/shared/contracts/lawyers';
import { isClaimedLawyer, isVerifiedLawyer } from '../utils/lawyer-display';

/** 'Verified' and/or 'Claimed' (profileStatus), nothing for a plain roll entry. */
export function LawyerBadges({ lawyer }: { lawyer: Lawyer }) {
  const verified = isVerifiedLawyer(lawyer);
  const claimed = isClaimedLawyer(lawyer);
  if (!verified && !claimed) return null;
  return (
    <Group gap={6}>
      {verified && (
        <Badge
          color="teal.9"
          variant="filled"
          tt="none"
          leftSection={<IconRosetteDiscountCheck size={14} aria-hidden />}
        >
          Verified
        </Badge>
      )}
      {claimed && (
        <Badge color="navy" variant="light" tt="none" leftSection={<IconUserCheck size={14} aria-hidden />}>
          Claimed
        </Badge>
      )}
    </Group>
  );
}
