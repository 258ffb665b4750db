import { Alert, Button, Center, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import { showingOf } from '@/utils/count-noun';
import { useLawyerPages } from '../api/get-lawyers';
import { toLawyersQuery, type LawyerFilters } from '../utils/lawyer-filters';
import { LawyerCard } from './lawyer-card';
import { PageSpinner } from '@/components/ui/page-spinner';

/** Pages of 50 lawyers; 'Load More' appends the next page below the ones already shown. */
export function LawyerResults({ filters }: { filters: LawyerFilters }) {
  const { data, isPending, isError, fetchNextPage, hasNextPage, isFetchingNextPage, isFetchNextPageError } =
    useLawyerPages(toLawyersQuery(filters));

  if (isPending) {
    return <PageSpinner label="Loading lawyers" />;
  }
  if (isError && !data) {
    return (
      <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
        Failed to load lawyers
      </Alert>
    );
  }

  const lawyers = data.pages.flatMap((page) => page.lawyers);
  const total = data.pages[0]?.pagination.totalLawyers ?? lawyers.length;
  if (lawyers.length === 0) {
    return (
      <Alert color="blue" icon={<IconInfoCircle aria-hidden />}>
        No lawyers found. Try another name, place or practice area.
      </Alert>
    );
  }
  return (
    <Stack gap="md">
      <Text size="sm" aria-live="polite">
        {showingOf(lawyers.length, total, 'lawyer')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {lawyers.map((lawyer) => (
          <LawyerCard key={lawyer._id} lawyer={lawyer} />
        ))}
      </SimpleGrid>
      {isFetchNextPageError && (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
          Failed to load lawyers
        </Alert>
      )}
      {hasNextPage && (
        <Center>
          <Button variant="default" size="md" loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
            Load More
          </Button>
        </Center>
      )}
    </Stack>
  );
}
