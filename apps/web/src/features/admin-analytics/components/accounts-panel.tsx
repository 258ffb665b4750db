import { BarChart } from '@mantine/charts';
import type { AnalyticsReport } from '@batas/shared/contracts/admin-analytics';
import { countOf } from '@/utils/text';
import { withDayLabels } from '../utils/chart-days';
import { ChartPanel } from './chart-panel';

/** New accounts and new profile claims per day. */
export function AccountsPanel({ report }: { report: AnalyticsReport }) {
  const { accounts, days } = report;
  const summary = `${countOf(accounts.newUsers, 'new user', 'new users')}, ${countOf(accounts.claims, 'claim', 'claims')}`;
  return (
    <ChartPanel
      title="New users and claims"
      summary={summary}
      chartLabel={`New users and profile claims per day over the last ${days} days: ${summary}`}
      empty={accounts.newUsers + accounts.claims === 0 ? `No new users or claims in the last ${days} days.` : null}
      chart={
        <BarChart
          h={240}
          data={withDayLabels(accounts.perDay)}
          dataKey="label"
          series={[
            { name: 'newUsers', label: 'New users', color: 'blue.7' },
            { name: 'claims', label: 'Claims', color: 'orange.8' },
          ]}
          withLegend
          yAxisProps={{ allowDecimals: false }}
        />
      }
    />
  );
}
