// The charts' own stylesheet travels with this admin-only chunk; no public page loads it.
import '@mantine/charts/styles.css';
import { Center, Group, Loader, SegmentedControl, Stack, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { ANALYTICS_PERIODS } from '@batas/shared/contracts/admin-analytics';
import { LoadError } from '@/components/ui/load-error';
import { useAnalytics } from '../api/get-analytics';
import { dayLabel, parsePeriod } from '../utils/chart-days';
import { AccountsPanel } from './accounts-panel';
import { SearchPanel } from './search-panel';
import { ViewsPanel } from './views-panel';

/** The period (in the address, so a reload or a shared link keeps it) and the three panels for it. */
export function AnalyticsDashboard() {
  const [params, setParams] = useSearchParams();
  const days = parsePeriod(params.get('days'));
  const analytics = useAnalytics(days);
  const report = analytics.data;
  return (
    <Stack>
      <Group justify="space-between" gap="sm">
        <SegmentedControl
          aria-label="Period"
          value={String(days)}
          onChange={(value) => setParams({ days: value }, { replace: true, preventScrollReset: true })}
          data={ANALYTICS_PERIODS.map((period) => ({ value: String(period), label: `${period} days` }))}
        />
        {report && (
          <Text size="sm" c="dimmed">
            {dayLabel(report.from)} – {dayLabel(report.to)} (Philippine time)
            {analytics.isFetching && <Loader size="xs" ml="xs" aria-label="Updating analytics" />}
          </Text>
        )}
      </Group>
      {analytics.isPending ? (
        <Center py="xl">
          <Loader role="status" aria-label="Loading analytics" />
        </Center>
      ) : analytics.isError && !report ? (
        <LoadError
          message="Failed to load analytics"
          error={analytics.error}
          onRetry={() => void analytics.refetch()}
          retrying={analytics.isFetching}
        />
      ) : report ? (
        <>
          <SearchPanel report={report} />
          <ViewsPanel report={report} />
          <AccountsPanel report={report} />
        </>
      ) : null}
    </Stack>
  );
}
