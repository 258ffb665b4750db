import { PageContainer } from '@/components/layouts/page-container';
import { LawyerResults } from '@/features/lawyers/components/lawyer-results';
import { LawyerSearchForm } from '@/features/lawyers/components/lawyer-search-form';
import { lawyerPagesQueryOptions } from '@/features/lawyers/api/get-lawyers';
import { lawyerFiltersToParams, parseLawyerFilters, toLawyersQuery } from '@/features/lawyers/utils/lawyer-filters';
import { useUrlState } from '@/hooks/use-url-state';
import type { RouteHead } from '@/app/route-head';
import type { PageLoader } from '@/app/route-data';

export const loader: PageLoader = async ({ request }, { loadInfinite }) => {
  const filters = parseLawyerFilters(new URL(request.url).searchParams);
  await loadInfinite(lawyerPagesQueryOptions(toLawyersQuery(filters)));
  return null;
};

export const head: RouteHead = () => ({
  title: 'Find Lawyers',
  description:
    'Search the directory of Philippine lawyers from the Roll of Attorneys by name, location and practice area, and find verified profiles.',
});

export default function LawyersRoute() {
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
