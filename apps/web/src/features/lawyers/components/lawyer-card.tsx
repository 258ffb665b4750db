import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconBriefcase, IconMapPin } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { Lawyer } from '@batas/shared/contracts/lawyers';
import { lawyerName, lawyerPlace, lawyerPracticeArea, lawyerProfileId } from '../utils/lawyer-display';
import { LawyerAvatar } from './lawyer-avatar';
import { LawyerBadges } from './lawyer-badges';

/**
 * A directory or home card; every missing field shows its display fallback. No rating: the platform holds no
 * reviews to back one (docs/product.md, Lawyers).
 */
export function LawyerCard({ lawyer }: { lawyer: Lawyer }) {
  const name = lawyerName(lawyer);
  const href = paths.lawyer.getHref(lawyerProfileId(lawyer));
  return (
    <Card component="article" withBorder radius="md" padding="lg" h="100%">
      <Stack gap="sm" h="100%">
        <Group wrap="nowrap" align="flex-start">
          <LawyerAvatar lawyer={lawyer} size={56} />
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Title order={3} size="h5">
              <Anchor component={Link} to={href} inherit>
                {name}
              </Anchor>
            </Title>
            {lawyer.rollNumber && (
              <Text size="xs" c="dimmed">
                Roll No. {lawyer.rollNumber}
              </Text>
            )}
            <LawyerBadges lawyer={lawyer} />
          </Stack>
        </Group>
        <Stack gap={6}>
          <Group gap={6} wrap="nowrap">
            <IconBriefcase size={16} aria-hidden />
            <Text size="sm">{lawyerPracticeArea(lawyer)}</Text>
          </Group>
          <Group gap={6} wrap="nowrap">
            <IconMapPin size={16} aria-hidden />
            <Text size="sm" lineClamp={1}>
              {lawyerPlace(lawyer)}
            </Text>
          </Group>
        </Stack>
        <Button component={Link} to={href} variant="light" mt="auto" aria-label={`View profile of ${name}`}>
          View Profile
        </Button>
      </Stack>
    </Card>
  );
}
