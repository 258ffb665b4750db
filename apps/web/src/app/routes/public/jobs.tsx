import { Text } from '@mantine/core';
import { PageContainer } from '@/components/layouts/page-container';
import { PagePagination } from '@/components/ui/page-pagination';
import { JobFiltersPanel } from '@/features/jobs/components/job-filters-panel';
import { JobList } from '@/features/jobs/components/job-list';
import {
  filterJobs,
  JOBS_PAGE_SIZE,
  jobFiltersToParams,
  parseJobFilters,
  type JobFilters,
} from '@/features/jobs/utils/job-rules';
import type { UrlStateUpdate } from '@/hooks/use-url-state';
import { useUrlState } from '@/hooks/use-url-state';
import type { RouteHead } from '@/app/route-head';
import { SampleListingsNote } from '@/components/ui/sample-listings-note';
import { SAMPLE_JOBS } from '@batas/shared/samples/jobs';
import { showingOf } from '@/utils/count-noun';
import { pageOf } from '@/utils/page-of';

export const head: RouteHead = () => ({
  title: 'Legal Jobs',
  description:
    'Legal jobs in the Philippines: associate, in-house counsel, legal research and government attorney openings.',
});

export default function JobsRoute() {
  const [filters, update] = useUrlState(parseJobFilters, jobFiltersToParams);
  // A new filter starts again from the first page of what it finds.
  const updateFilters: UrlStateUpdate<JobFilters> = (change, options) =>
    update((latest) => ({ ...change(latest), page: 1 }), options);
  const matches = filterJobs(SAMPLE_JOBS, filters);
  const shown = pageOf(matches, filters.page, JOBS_PAGE_SIZE);
  return (
    <PageContainer
      title="Legal Jobs"
      subtitle="Openings for lawyers, law graduates and legal professionals across the Philippines."
    >
      <JobFiltersPanel filters={filters} onChange={updateFilters} />
      <Text id="job-results" size="sm" aria-live="polite" style={{ scrollMarginTop: 80 }}>
        {showingOf(matches.length, SAMPLE_JOBS.length, 'job')}
        {shown.totalPages > 1 && ` · page ${shown.page} of ${shown.totalPages}`}
      </Text>
      <SampleListingsNote noun="jobs" />
      {matches.length === 0 ? <Text c="dimmed">No jobs match these filters.</Text> : <JobList jobs={shown.items} />}
      <PagePagination
        page={shown.page}
        totalPages={shown.totalPages}
        onChange={(page) => {
          update((latest) => ({ ...latest, page }));
          document.getElementById('job-results')?.scrollIntoView({ block: 'start' });
        }}
        label="Job pages"
      />
    </PageContainer>
  );
}
