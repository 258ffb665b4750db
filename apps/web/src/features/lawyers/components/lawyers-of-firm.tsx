import { Button, Center, SimpleGrid, Stack, Text } from '@mantine/core';
import { LoadError } from '@/components/ui/load-error';
import { PageSpinner } from '@/components/ui/page-spinner';
import { countOf } from '@/utils/text';
import { useLawyerPages } from '../api/get-lawyers';
import { firmLawyersQuery } from '../utils/lawyer-filters';
import { LawyerCard } from './lawyer-card';

/**
 * The directory's lawyers who name this firm as theirs, each linked to their profile, 12 at a time. Only lawyers
 * with a profile here can be listed, so the firm's own headcount may be larger.
 */
export function LawyersOfFirm({ firmName }: { firmName: string }) {
  const pages = useLawyerPages(firmLawyersQuery(firmName));
  if (pages.isPending) return <PageSpinner label="Loading the firm's lawyers" />;
  if (pages.isError && !pages.data) {
    return (
      <LoadError
        message="Failed to load lawyers"
        error={pages.error}
        onRetry={() => void pages.refetch()}
        retrying={pages.isFetching}
      />
    );
  }
  const lawyers = pages.data.pages.flatMap((page) => page.lawyers);
  const total = pages.data.pages[0]?.pagination.totalLawyers ?? lawyers.length;
  if (lawyers.length === 0) {
    return <Text size="sm">No lawyer in the directory lists this firm yet.</Text>;
  }
  return (
    <Stack gap="md">
      <Text size="sm">{countOf(total, 'lawyer')} of this firm listed in the directory</Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {lawyers.map((lawyer) => (
          <LawyerCard key={lawyer._id} lawyer={lawyer} />
        ))}
      </SimpleGrid>
      {pages.isFetchNextPageError && (
        <LoadError message="Failed to load more lawyers" onRetry={() => void pages.fetchNextPage()} />
      )}
      {pages.hasNextPage && (
        <Center>
          <Button variant="default" loading={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
            Load More
          </Button>
        </Center>
      )}
    </Stack>
  );
}
