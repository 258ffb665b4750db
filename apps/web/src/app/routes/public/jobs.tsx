import { Stack, Text } from '@mantine/core';
import { PageContainer } from '@/components/layouts/page-container';
import { StaticPager } from '@/components/ui/static-pager';
import { JobCard } from '@/features/jobs/components/job-card';
import { JobFiltersPanel } from '@/features/jobs/components/job-filters-panel';
import { JOBS } from '@/features/jobs/data/jobs';
import { filterJobs, jobFiltersToParams, parseJobFilters } from '@/features/jobs/utils/job-rules';
import { useUrlState } from '@/hooks/use-url-state';
import { usePageMeta } from '@/lib/page-meta';

export default function JobsRoute() {
  usePageMeta({
    title: 'Legal Jobs',
    description:
      'Legal jobs in the Philippines: associate, in-house counsel, legal research and government attorney openings.',
  });
  const [filters, update] = useUrlState(parseJobFilters, jobFiltersToParams);
  const jobs = filterJobs(JOBS, filters);
  return (
    <PageContainer
      title="Legal Jobs"
      subtitle="Openings for lawyers, law graduates and legal professionals across the Philippines."
    >
      <JobFiltersPanel filters={filters} onChange={update} />
      <Text size="sm" aria-live="polite">
        Showing {jobs.length} of {JOBS.length} jobs
      </Text>
      {jobs.length === 0 ? (
        <Text c="dimmed">No jobs match these filters.</Text>
      ) : (
        <Stack gap="md">
          {jobs.map((job) => (
            <JobCard key={job.id} job={job} />
          ))}
        </Stack>
      )}
      <StaticPager label="Job pages" />
    </PageContainer>
  );
}
