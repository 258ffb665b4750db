import { Avatar, Badge, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconMapPin, IconStarFilled, IconUsers } from '@tabler/icons-react';
import { initials } from '@batas/shared/names';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { countOf } from '@/utils/text';
import { firmSlug, type LawFirm } from '@batas/shared/samples/firms';
import { firmRating } from '../utils/firm-rules';

/**
 * A sample firm, labelled as one: essentials, specializations, the first 2 notable cases, and 'View Profile'. A
 * rating only where reviews stand behind it.
 */
export function FirmCard({ firm }: { firm: LawFirm }) {
  const rating = firmRating(firm);
  return (
    <Card component="article" withBorder radius="md" padding="lg" h="100%">
      <Stack gap="sm" h="100%">
        <Group wrap="nowrap" align="flex-start">
          <Avatar src={firm.logo} alt={firm.logo ? `${firm.name} logo` : undefined} color="navy" radius="md" size={52}>
            <span aria-hidden>{initials(firm.name)}</span>
          </Avatar>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={3} size="h5">
              {firm.name}
            </Title>
            <Badge variant="outline" color="gray.8" tt="none" w="fit-content">
              Sample listing
            </Badge>
            <Group gap={4} wrap="nowrap">
              <IconMapPin size={14} aria-hidden />
              <Text size="sm" c="dimmed">
                {firm.location}
              </Text>
            </Group>
          </Stack>
        </Group>
        <Group gap="md">
          {rating && (
            <Group gap={4}>
              <IconStarFilled size={14} color="var(--mantine-color-yellow-7)" aria-hidden />
              <Text size="sm">{rating}</Text>
            </Group>
          )}
          <Group gap={4}>
            <IconUsers size={14} aria-hidden />
            <Text size="sm">
              {countOf(firm.lawyerCount, 'lawyer')} · {firm.size}
            </Text>
          </Group>
          <Text size="sm" c="dimmed">
            Est. {firm.established}
          </Text>
        </Group>
        <Text size="sm">{firm.description}</Text>
        <Group gap={6}>
          {firm.specializations.map((specialization) => (
            <Badge key={specialization} variant="light" tt="none">
              {specialization}
            </Badge>
          ))}
        </Group>
        {firm.notableCases.length > 0 && (
          <div>
            <Text size="sm" fw={600}>
              Notable cases
            </Text>
            <List size="sm" spacing={2}>
              {firm.notableCases.slice(0, 2).map((item) => (
                <List.Item key={item}>{item}</List.Item>
              ))}
            </List>
          </div>
        )}
        <Button
          component={Link}
          to={paths.firm.getHref(firmSlug(firm.name))}
          variant="light"
          mt="auto"
          aria-label={`View Profile of ${firm.name}`}
        >
          View Profile
        </Button>
      </Stack>
    </Card>
  );
}
