import { Group, Loader, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { REPORT_SERIES } from '@batas/shared/contracts/admin-citator';
import { LoadError } from '@/components/ui/load-error';
import { PagePagination } from '@/components/ui/page-pagination';
import { useReportPages, type ReviewFilter } from '../api/report-pages';
import { ReportPageCard } from './report-page-card';

const PAGE_SIZE = 20;
const SERIES_LABEL: Record<(typeof REPORT_SERIES)[number], string> = {
  SCRA: 'SCRA',
  PHIL: 'Phil. Reports',
  OG: 'Official Gazette',
};
const EMPTY: Record<ReviewFilter, string> = {
  review: 'Nothing to review: every page the library knows is mapped on firm evidence or decided.',
  conflicts: 'No page has evidence that disagrees.',
  thin: 'No mapping rests on thin evidence.',
  decided: 'No administrator has decided a page yet.',
};

/**
 * The crosswalk's review: report pages whose evidence disagrees (left unmapped) or is thin (a single citing
 * document, or one naming another decision), most cited first; and the pages already decided.
 */
export function CrosswalkReview() {
  const [filter, setFilter] = useState<ReviewFilter>('review');
  const [series, setSeries] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const pages = useReportPages({
    filter,
    page,
    limit: PAGE_SIZE,
    ...(series ? { series: series as (typeof REPORT_SERIES)[number] } : {}),
  });
  const counts = pages.data?.counts;
  const count = (value: number | undefined) => (value === undefined ? '' : ` (${value.toLocaleString('en-US')})`);
  const filters = [
    { value: 'review', label: `To review${count(counts && counts.conflicts + counts.thin)}` },
    { value: 'conflicts', label: `Evidence disagrees${count(counts?.conflicts)}` },
    { value: 'thin', label: `Thin evidence${count(counts?.thin)}` },
    { value: 'decided', label: `Decided${count(counts?.decided)}` },
  ];
  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label="Show"
          data={filters}
          value={filter}
          allowDeselect={false}
          onChange={(value) => {
            setFilter((value ?? 'review') as ReviewFilter);
            setPage(1);
          }}
          w={{ base: '100%', xs: 260 }}
        />
        <Select
          label="Report"
          placeholder="All reports"
          data={REPORT_SERIES.map((value) => ({ value, label: SERIES_LABEL[value] }))}
          value={series}
          clearable
          onChange={(value) => {
            setSeries(value);
            setPage(1);
          }}
          w={{ base: '100%', xs: 200 }}
        />
      </Group>
      {pages.isPending && <Loader aria-label="Loading the report pages" />}
      {pages.isError && (
        <LoadError
          message="Failed to load the report pages"
          error={pages.error}
          onRetry={() => void pages.refetch()}
          retrying={pages.isFetching}
        />
      )}
      {pages.data && (
        <Text size="sm" aria-live="polite">
          {pages.data.total === 0 ? EMPTY[filter] : `${pages.data.total.toLocaleString('en-US')} report pages`}
        </Text>
      )}
      {pages.data?.pages.map((item) => (
        <ReportPageCard key={item.key} page={item} />
      ))}
      <PagePagination
        page={page}
        totalPages={pages.data ? Math.ceil(pages.data.total / PAGE_SIZE) : 0}
        onChange={setPage}
        label="Report pages"
      />
    </Stack>
  );
}
