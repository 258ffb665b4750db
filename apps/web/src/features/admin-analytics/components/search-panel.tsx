import { AreaChart } from '@mantine/charts';
import { SimpleGrid, Text } from '@mantine/core';
import { LIMITS } from '@batas/shared/constants';
import type { AnalyticsReport } from '@batas/shared/contracts/admin-analytics';
import { paths } from '@/config/paths';
import { countOf } from '@/utils/text';
import { withDayLabels } from '../utils/chart-days';
import { ChartPanel } from './chart-panel';
import { RankedTable, type RankedRow } from './ranked-table';

const queryRows = (queries: AnalyticsReport['searches']['topQueries']): RankedRow[] =>
  queries.map((entry) => ({
    key: entry.query,
    label: entry.query,
    // The same search in the library, to see what its searchers saw.
    href: paths.lawLibrary.getHref({ search: entry.query }),
    values: [entry.searches, entry.lastResultCount],
  }));

/** Library searches per day (and how many found nothing), the most searched queries, the fruitless ones. */
export function SearchPanel({ report }: { report: AnalyticsReport }) {
  const { searches, days } = report;
  return (
    <ChartPanel
      title="Searches"
      summary={countOf(searches.total, 'search', 'searches')}
      chartLabel={`Library searches per day over the last ${days} days: ${countOf(searches.total, 'search', 'searches')}`}
      empty={searches.total === 0 ? `No library searches in the last ${days} days.` : null}
      chart={
        <AreaChart
          h={240}
          data={withDayLabels(searches.perDay)}
          dataKey="label"
          series={[
            { name: 'searches', label: 'Searches', color: 'indigo.6' },
            { name: 'zeroResultSearches', label: 'Found nothing', color: 'red.7' },
          ]}
          curveType="linear"
          withLegend
          yAxisProps={{ allowDecimals: false }}
        />
      }
    >
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <RankedTable
          title="Top queries"
          columns={['Query', 'Searches', 'Results']}
          rows={queryRows(searches.topQueries)}
          empty="No searches yet."
        />
        <RankedTable
          title="Queries that found nothing"
          columns={['Query', 'Searches', 'Results']}
          rows={queryRows(searches.zeroResultQueries)}
          empty="Every search found something."
        />
      </SimpleGrid>
      {searches.otherSearches > 0 && (
        <Text size="sm" c="dimmed" mt="sm">
          {countOf(searches.otherSearches, 'search', 'searches')} on busy days were for queries beyond the day's first{' '}
          {LIMITS.analyticsQueriesPerDay.toLocaleString('en-US')} distinct ones: counted in the totals, not listed.
        </Text>
      )}
    </ChartPanel>
  );
}
