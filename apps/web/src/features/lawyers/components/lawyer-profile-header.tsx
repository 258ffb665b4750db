import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBriefcase, IconBuilding, IconMapPin } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { Lawyer } from '@batas/shared/contracts/lawyers';
import { lawyerName, lawyerPlace, lawyerPracticeArea } from '../utils/lawyer-display';
import { LawyerAvatar } from './lawyer-avatar';
import { LawyerBadges } from './lawyer-badges';
import { ContactActions } from '@/components/ui/contact-actions';

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap={8} wrap="nowrap" align="flex-start">
      {icon}
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

/**
 * Name, photo, badges, the essentials and how to reach the lawyer. No rating: the platform holds no reviews to
 * back one (docs/product.md, Lawyers).
 */
export function LawyerProfileHeader({ lawyer }: { lawyer: Lawyer }) {
  const name = lawyerName(lawyer);
  return (
    <Paper withBorder radius="md" p="lg">
      <Group align="flex-start" gap="lg">
        <LawyerAvatar lawyer={lawyer} size={96} />
        <Stack gap="xs" style={{ flex: 1, minWidth: 220 }}>
          <Title order={1}>{name}</Title>
          <LawyerBadges lawyer={lawyer} />
          <Fact icon={<IconBriefcase size={16} aria-hidden />}>{lawyerPracticeArea(lawyer)}</Fact>
          {lawyer.lawFirm && <Fact icon={<IconBuilding size={16} aria-hidden />}>{lawyer.lawFirm}</Fact>}
          <Fact icon={<IconMapPin size={16} aria-hidden />}>{lawyerPlace(lawyer)}</Fact>
          <ContactActions contact={lawyer} name={name} />
        </Stack>
      </Group>
    </Paper>
  );
}

/** Practice areas, specializations and languages as chips. */
export function LawyerTags({ label, values }: { label: string; values: string[] | undefined }) {
  const items = (values ?? []).filter(Boolean);
  if (items.length === 0) return null;
  return (
    <div>
      <Text size="sm" fw={600} mb={6}>
        {label}
      </Text>
      <Group gap={6}>
        {items.map((value) => (
          <Badge key={value} variant="light" tt="none">
            {value}
          </Badge>
        ))}
      </Group>
    </div>
  );
}
