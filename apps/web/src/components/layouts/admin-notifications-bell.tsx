import { ActionIcon, Indicator, Popover, Stack, Text, Title } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { SAMPLE_NOTICES } from './admin-nav';

/** The bell with its notices. */
export function AdminNotificationsBell() {
  return (
    // The Indicator wraps the whole popover so that the popover's aria-expanded lands on the button, not on a div.
    <Indicator label={SAMPLE_NOTICES.length} size={16} offset={4}>
      <Popover width={300} position="bottom-end" shadow="md" withArrow>
        <Popover.Target>
          <ActionIcon variant="subtle" size="lg" aria-label={`Notifications (${SAMPLE_NOTICES.length})`}>
            <IconBell size={20} aria-hidden />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown>
          <Title order={3} size="h6" mb="xs">
            Notifications
          </Title>
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {SAMPLE_NOTICES.map((notice) => (
              <li key={notice.id}>
                <Text size="sm" fw={600}>
                  {notice.title}
                </Text>
                <Text size="sm">{notice.body}</Text>
                <Text size="xs" c="dimmed">
                  {notice.time}
                </Text>
              </li>
            ))}
          </Stack>
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
