import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  IconBriefcase,
  IconBuilding,
  IconMail,
  IconMapPin,
  IconPhone,
  IconStarFilled,
  IconWorld,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { Lawyer } from '@batas/shared/contracts/lawyers';
import { lawyerName, lawyerPlace, lawyerPracticeArea, lawyerRating } from '../utils/lawyer-display';
import { LawyerAvatar } from './lawyer-avatar';
import { LawyerBadges } from './lawyer-badges';

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

/** Name, photo, badges, the essentials and how to reach the lawyer. */
export function LawyerProfileHeader({ lawyer }: { lawyer: Lawyer }) {
  const website =
    lawyer.website && /^https?:\/\//i.test(lawyer.website)
      ? lawyer.website
      : lawyer.website
        ? `https://${lawyer.website}`
        : null;
  return (
    <Paper withBorder radius="md" p="lg">
      <Group align="flex-start" gap="lg">
        <LawyerAvatar lawyer={lawyer} size={96} />
        <Stack gap="xs" style={{ flex: 1, minWidth: 220 }}>
          <Title order={1}>{lawyerName(lawyer)}</Title>
          <LawyerBadges lawyer={lawyer} />
          <Fact icon={<IconBriefcase size={16} aria-hidden />}>{lawyerPracticeArea(lawyer)}</Fact>
          {lawyer.lawFirm && <Fact icon={<IconBuilding size={16} aria-hidden />}>{lawyer.lawFirm}</Fact>}
          <Fact icon={<IconMapPin size={16} aria-hidden />}>{lawyerPlace(lawyer)}</Fact>
          <Fact icon={<IconStarFilled size={16} color="var(--mantine-color-yellow-7)" aria-hidden />}>
            {lawyerRating(lawyer)} ({lawyer.totalReviews ?? 0} reviews)
          </Fact>
          <Group gap="lg" mt={4}>
            {lawyer.email && (
              <Fact icon={<IconMail size={16} aria-hidden />}>
                <Anchor href={`mailto:${lawyer.email}`}>{lawyer.email}</Anchor>
              </Fact>
            )}
            {lawyer.phone && (
              <Fact icon={<IconPhone size={16} aria-hidden />}>
                <Anchor href={`tel:${lawyer.phone.replace(/[^\d+]/g, '')}`}>{lawyer.phone}</Anchor>
              </Fact>
            )}
            {website && (
              <Fact icon={<IconWorld size={16} aria-hidden />}>
                <Anchor href={website} target="_blank" rel="noopener noreferrer nofollow">
                  {lawyer.website}
                </Anchor>
              </Fact>
            )}
          </Group>
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
