import { SimpleGrid, Text } from '@mantine/core';
import { PageContainer } from '@/components/layouts/page-container';
import { PagePagination } from '@/components/ui/page-pagination';
import { FirmCard } from '@/features/firms/components/firm-card';
import { FirmFiltersPanel } from '@/features/firms/components/firm-filters-panel';
import {
  FIRMS_PAGE_SIZE,
  filterFirms,
  firmFiltersToParams,
  parseFirmFilters,
  type FirmFilters,
} from '@/features/firms/utils/firm-rules';
import { useUrlState, type UrlStateUpdate } from '@/hooks/use-url-state';
import type { RouteHead } from '@/app/route-head';
import { showingOf } from '@/utils/count-noun';
import { pageOf } from '@/utils/page-of';
import { SAMPLE_FIRMS as FIRMS } from '@batas/shared/samples/firms';
import { SampleListingsNote } from '@/components/ui/sample-listings-note';

export const head: RouteHead = () => ({
  title: 'Law Firms',
  description: 'Browse Philippine law firms by location, specialization and size, from solo practices to Big Law.',
});

export default function FirmsRoute() {
  const [filters, update] = useUrlState(parseFirmFilters, firmFiltersToParams);
  // A new filter starts again from the first page of what it finds.
  const updateFilters: UrlStateUpdate<FirmFilters> = (change, options) =>
    update((latest) => ({ ...change(latest), page: 1 }), options);
  const matches = filterFirms(FIRMS, filters);
  const shown = pageOf(matches, filters.page, FIRMS_PAGE_SIZE);
  return (
    <PageContainer
      title="Law Firms"
      subtitle="Find a firm that fits your case, from solo practitioners to the country's largest offices."
    >
      <FirmFiltersPanel filters={filters} onChange={updateFilters} />
      <Text id="firm-results" size="sm" aria-live="polite" style={{ scrollMarginTop: 80 }}>
        {showingOf(matches.length, FIRMS.length, 'law firm')}
      </Text>
      <SampleListingsNote noun="firms" />
      {matches.length === 0 ? (
        <Text c="dimmed">No law firms match these filters.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }}>
          {shown.items.map((firm) => (
            <FirmCard key={firm.id} firm={firm} />
          ))}
        </SimpleGrid>
      )}
      <PagePagination
        page={shown.page}
        totalPages={shown.totalPages}
        onChange={(page) => {
          update((latest) => ({ ...latest, page }));
          document.getElementById('firm-results')?.scrollIntoView({ block: 'start' });
        }}
        label="Law firm pages"
      />
    </PageContainer>
  );
}
