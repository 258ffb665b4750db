import { PageContainer } from '@/components/layouts/page-container';
import { LawyerResults } from '@/features/lawyers/components/lawyer-results';
import { LawyerSearchForm } from '@/features/lawyers/components/lawyer-search-form';
import { lawyerFiltersToParams, parseLawyerFilters } from '@/features/lawyers/utils/lawyer-filters';
import { useUrlState } from '@/hooks/use-url-state';
import { usePageMeta } from '@/lib/page-meta';

export default function LawyersRoute() {
  usePageMeta({
    title: 'Find Lawyers',
    description:
      'Search the directory of Philippine lawyers from the Roll of Attorneys by name, location and practice area, and find verified profiles.',
  });
  const [filters, update] = useUrlState(parseLawyerFilters, lawyerFiltersToParams);
  return (
    <PageContainer
      title="Find Lawyers"
      subtitle="Search lawyers admitted to the Philippine Bar by name, location or practice area."
    >
      <LawyerSearchForm filters={filters} onChange={update} />
      <LawyerResults filters={filters} />
    </PageContainer>
  );
}
