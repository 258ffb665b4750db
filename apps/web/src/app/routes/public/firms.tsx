import { SimpleGrid, Text } from '@mantine/core';
import { PageContainer } from '@/components/layouts/page-container';
import { StaticPager } from '@/components/ui/static-pager';
import { FirmCard } from '@/features/firms/components/firm-card';
import { FirmFiltersPanel } from '@/features/firms/components/firm-filters-panel';
import { FIRMS } from '@/features/firms/data/firms';
import { filterFirms, firmFiltersToParams, parseFirmFilters } from '@/features/firms/utils/firm-rules';
import { useUrlState } from '@/hooks/use-url-state';
import { usePageMeta } from '@/lib/page-meta';

export default function FirmsRoute() {
  usePageMeta({
    title: 'Law Firms',
    description: 'Browse Philippine law firms by location, specialization and size, from solo practices to Big Law.',
  });
  const [filters, update] = useUrlState(parseFirmFilters, firmFiltersToParams);
  const firms = filterFirms(FIRMS, filters);
  return (
    <PageContainer
      title="Law Firms"
      subtitle="Find a firm that fits your case, from solo practitioners to the country's largest offices."
    >
      <FirmFiltersPanel filters={filters} onChange={update} />
      <Text size="sm" aria-live="polite">
        Showing {firms.length} of {FIRMS.length} law firms
      </Text>
      {firms.length === 0 ? (
        <Text c="dimmed">No law firms match these filters.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }}>
          {firms.map((firm) => (
            <FirmCard key={firm.id} firm={firm} />
          ))}
        </SimpleGrid>
      )}
      <StaticPager label="Law firm pages" />
    </PageContainer>
  );
}
