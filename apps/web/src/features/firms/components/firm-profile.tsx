import { Avatar, Badge, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCalendar, IconMapPin, IconPhone, IconUsers } from '@tabler/icons-react';
import { initials } from '@batas/shared/names';
import type { LawFirm } from '@batas/shared/samples/firms';
import { ContactActions } from '@/components/ui/contact-actions';
import { ProfileSection } from '@/components/ui/profile-section';
import { countOf } from '@/utils/text';

/** Name, logo, the essentials and how to reach the firm. */
export function FirmProfileHeader({ firm }: { firm: LawFirm }) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Group align="flex-start" gap="lg">
        <Avatar src={firm.logo} alt={firm.logo ? `${firm.name} logo` : undefined} color="navy" radius="md" size={88}>
          <span aria-hidden>{initials(firm.name)}</span>
        </Avatar>
        <Stack gap="xs" style={{ flex: 1, minWidth: 220 }}>
          <Title order={1}>{firm.name}</Title>
          <Badge variant="outline" color="gray.8" tt="none" w="fit-content">
            Sample listing: not a real firm
          </Badge>
          <Group gap="md">
            <Group gap={6} wrap="nowrap">
              <IconMapPin size={16} aria-hidden />
              <Text size="sm">{firm.location}</Text>
            </Group>
            <Group gap={6} wrap="nowrap">
              <IconUsers size={16} aria-hidden />
              <Text size="sm">
                {countOf(firm.lawyerCount, 'lawyer')} · {firm.size}
              </Text>
            </Group>
            <Group gap={6} wrap="nowrap">
              <IconCalendar size={16} aria-hidden />
              <Text size="sm">Established {firm.established}</Text>
            </Group>
          </Group>
          <ContactActions contact={firm} name={firm.name} />
        </Stack>
      </Group>
    </Paper>
  );
}

/** About, practice areas, notable cases and awards; a list with nothing in it is left out. */
export function FirmPracticeSections({ firm }: { firm: LawFirm }) {
  return (
    <>
      <ProfileSection title="About">
        <Text>{firm.description}</Text>
      </ProfileSection>
      <ProfileSection title="Practice areas">
        <Group gap={6}>
          {firm.specializations.map((area) => (
            <Badge key={area} variant="light" tt="none">
              {area}
            </Badge>
          ))}
        </Group>
      </ProfileSection>
      {firm.notableCases.length > 0 && (
        <ProfileSection title="Notable cases">
          <List size="sm" spacing={4}>
            {firm.notableCases.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
        </ProfileSection>
      )}
      {firm.awards.length > 0 && (
        <ProfileSection title="Awards">
          <List size="sm" spacing={4}>
            {firm.awards.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
        </ProfileSection>
      )}
    </>
  );
}

/** Every office with its address and telephone; the first is the main office. */
export function FirmOffices({ firm }: { firm: LawFirm }) {
  return (
    <ProfileSection title={firm.offices.length === 1 ? 'Office' : 'Offices'}>
      <SimpleGrid cols={1} spacing="md">
        {firm.offices.map((office, index) => (
          <Stack key={office.address} gap={2}>
            <Text size="sm" fw={600}>
              {office.city}
              {index === 0 && firm.offices.length > 1 ? ' (main office)' : ''}
            </Text>
            <Text size="sm" component="address" style={{ fontStyle: 'normal' }}>
              {office.address}
            </Text>
            <Group gap={6} wrap="nowrap">
              <IconPhone size={14} aria-hidden />
              <Text
                size="sm"
                component="a"
                href={`tel:${office.phone.replace(/[^\d+]/g, '')}`}
                c="navy.7"
                td="underline"
              >
                {office.phone}
              </Text>
            </Group>
          </Stack>
        ))}
      </SimpleGrid>
    </ProfileSection>
  );
}
