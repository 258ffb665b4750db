import { ActionIcon, Anchor, Button, Indicator, Loader, Popover, Stack, Text, Title } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { AdminNotifications } from '@batas/shared/contracts/admin-notifications';
import { notifications as notificationsRoute } from '@batas/shared/contracts/endpoints/admin';
import { adminApi } from '@/lib/api-client';
import { describeNotice, timeAgo } from './admin-notice-text';

/** Counted live by the server; a minute's delay is fine for work that waits hours for a reviewer. */
const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'notifications'],
    queryFn: async ({ signal }) => (await adminApi.call(notificationsRoute, {}, { signal })).data,
    refetchInterval: 60_000,
    meta: { errorTitle: 'Could not load notifications' },
  });

/** The bell: what waits for this admin's role (pending claims, registrations, failed jobs), each with its page. */
export function AdminNotificationsBell() {
  const [opened, setOpened] = useState(false);
  const notifications = useQuery(notificationsQueryOptions());
  const total = notifications.data?.total ?? 0;
  return (
    // The Indicator wraps the whole popover so that the popover's aria-expanded lands on the button, not on a div.
    <Indicator label={total > 99 ? '99+' : total} size={16} offset={4} disabled={total === 0}>
      <Popover width={320} position="bottom-end" shadow="md" withArrow opened={opened} onChange={setOpened}>
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label={`Notifications (${total})`}
            onClick={() => {
              // Opening it shows the counts as they are now, not as they were at the last minute's poll.
              if (!opened) void notifications.refetch();
              setOpened(!opened);
            }}
          >
            <IconBell size={20} aria-hidden />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown>
          <Title order={3} size="h6" mb="xs">
            Notifications
          </Title>
          <NoticeList query={notifications} onNavigate={() => setOpened(false)} />
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}

function NoticeList({
  query,
  onNavigate,
}: {
  query: ReturnType<typeof useQuery<AdminNotifications>>;
  onNavigate: () => void;
}) {
  if (query.isPending) return <Loader size="sm" aria-label="Loading notifications" />;
  if (query.isError) {
    return (
      <Stack gap="xs" role="alert">
        <Text size="sm">Notifications could not be loaded.</Text>
        <Button size="xs" variant="light" onClick={() => void query.refetch()} loading={query.isFetching}>
          Try again
        </Button>
      </Stack>
    );
  }
  if (query.data.notices.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Nothing is waiting for you.
      </Text>
    );
  }
  return (
    <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {query.data.notices.map((notice) => {
        const { text, href, action } = describeNotice(notice);
        return (
          <li key={notice.kind} data-testid="admin-notice">
            <Text size="sm">{text}</Text>
            <Text size="xs" c="dimmed">
              Latest {timeAgo(notice.latestAt)}
            </Text>
            <Anchor component={Link} to={href} size="sm" onClick={onNavigate}>
              {action}
            </Anchor>
          </li>
        );
      })}
    </Stack>
  );
}
