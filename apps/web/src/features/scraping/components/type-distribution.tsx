import { Box, Card, Group, Stack, Text, Title } from '@mantine/core';
import { SCRAPING_LIMITS } from '@batas/shared/constants';
import type { ScrapingStats } from '../api/scraping-queries';

/** Bars for the top 10 types, each as wide as its count relative to the largest. */
export function TypeDistribution({ stats }: { stats?: ScrapingStats }) {
  const top = (stats?.byType ?? []).slice(0, SCRAPING_LIMITS.chartTypes);
  const largest = Math.max(1, ...top.map((entry) => entry.count));
  return (
    <Card withBorder>
      <Title order={2} size="h4" mb="sm">
        Document Distribution
      </Title>
      <Stack gap={6}>
        {top.length === 0 && (
          <Text c="dimmed" size="sm">
            No documents yet
          </Text>
        )}
        {top.map((entry) => (
          <Group key={entry._id} gap="sm" wrap="nowrap">
            <Text size="sm" w={200} truncate>
              {entry._id}
            </Text>
            <Box style={{ flex: 1 }}>
              <Box h={12} bg="blue.6" style={{ width: `${(entry.count / largest) * 100}%`, borderRadius: 4 }} />
            </Box>
            <Text size="sm" w={60} ta="right">
              {entry.count}
            </Text>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
