import { Card, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { SCRAPING_LIMITS } from '@batas/shared/constants';

export interface ActivityEntry {
  id: string;
  level: string;
  message: string;
  timestamp: string;
}

/** The last 50 entries: the server's log merged with this page's own start/stop errors. */
export function ActivityLogs({ entries }: { entries: readonly ActivityEntry[] }) {
  const shown = [...entries]
    .sort((a, b) => b.timestamp.localeCompare(a.timestamp))
    .slice(0, SCRAPING_LIMITS.logEntries);
  return (
    <Card withBorder>
      <Title order={2} size="h4" mb="sm">
        Activity Logs
      </Title>
      {shown.length === 0 && <Text c="dimmed">No activity logs yet</Text>}
      {/* Once the log outgrows its box it scrolls: the box takes focus so a keyboard can scroll it too. */}
      <ScrollArea.Autosize
        mah={360}
        viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': 'Activity log entries' }}
      >
        <Stack gap={4}>
          {shown.map((entry) => (
            <Text
              key={entry.id}
              size="sm"
              // Red's darkest shade only: lighter reds, and every orange, fail WCAG contrast on white (axe, e2e).
              c={entry.level === 'error' ? 'red.9' : undefined}
            >
              <Text span c="dimmed" size="xs">
                {new Date(entry.timestamp).toLocaleTimeString()}
              </Text>{' '}
              {/* Said in words too, so the level never rests on the colour alone. */}
              {entry.level === 'error' && <strong>Error: </strong>}
              {entry.level === 'warn' && <strong>Warning: </strong>}
              {entry.message}
            </Text>
          ))}
        </Stack>
      </ScrollArea.Autosize>
    </Card>
  );
}
