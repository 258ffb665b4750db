import { BarChart } from '@mantine/charts';
import { documentLinkId } from '@batas/shared/slugs';
import type { AnalyticsReport } from '@batas/shared/contracts/admin-analytics';
import { paths } from '@/config/paths';
import { countOf } from '@/utils/text';
import { withDayLabels } from '../utils/chart-days';
import { ChartPanel } from './chart-panel';
import { RankedTable } from './ranked-table';

/** Document views per day and the most read documents of the period. */
export function ViewsPanel({ report }: { report: AnalyticsReport }) {
  const { views, days } = report;
  return (
    <ChartPanel
      title="Document views"
      summary={countOf(views.total, 'view', 'views')}
      chartLabel={`Document views per day over the last ${days} days: ${countOf(views.total, 'view', 'views')}`}
      empty={views.total === 0 ? `No documents were viewed in the last ${days} days.` : null}
      chart={
        <BarChart
          h={240}
          data={withDayLabels(views.perDay)}
          dataKey="label"
          series={[{ name: 'views', label: 'Views', color: 'teal.7' }]}
          yAxisProps={{ allowDecimals: false }}
        />
      }
    >
      <RankedTable
        title="Most viewed documents"
        columns={['Document', 'Views']}
        rows={views.topDocuments.map((document) => ({
          key: document.id,
          label: document.title,
          href: paths.document.getHref(documentLinkId(document)),
          values: [document.views],
        }))}
        empty="No document was viewed yet."
      />
    </ChartPanel>
  );
}
