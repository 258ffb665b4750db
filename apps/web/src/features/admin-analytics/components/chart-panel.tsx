import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface ChartPanelProps {
  title: string;
  /** The period's total, e.g. '12 searches'. */
  summary: string;
  /** What the chart shows, for a screen reader: the chart itself is a picture. */
  chartLabel: string;
  /** Nothing happened in the period: the text shown instead of a flat chart. */
  empty: string | null;
  chart: ReactNode;
  children?: ReactNode;
}

/** One section of the Analytics page: a heading with the period's total, the chart (or why there is none), lists. */
export function ChartPanel({ title, summary, chartLabel, empty, chart, children }: ChartPanelProps) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Stack gap="md">
        <Group justify="space-between" align="baseline" gap="xs">
          <Title order={2} size="h4">
            {title}
          </Title>
          <Text fw={600}>{summary}</Text>
        </Group>
        {empty ? (
          <Text c="dimmed" data-testid="analytics-empty">
            {empty}
          </Text>
        ) : (
          <div role="img" aria-label={chartLabel}>
            {chart}
          </div>
        )}
        {children}
      </Stack>
    </Paper>
  );
}
