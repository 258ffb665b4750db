import { Alert, Box, Group, List, Select, SimpleGrid, Text } from '@mantine/core';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import { documentLinkId } from '@batas/shared/slugs';
import type { DocumentSummary } from '@batas/shared/contracts/documents';
import type { ReactNode } from 'react';
import type { UrlStateUpdate } from '@/hooks/use-url-state';
import { PagePagination } from '@/components/ui/page-pagination';
import { paths } from '@/config/paths';
import { countOf } from '@/utils/text';
import { useDocuments } from '../api/get-documents';
import { goToPage } from '../utils/filter-changes';
import { effectiveSort, toDocumentsQuery, type LibraryFilters, type LibrarySort } from '../utils/library-filters';
import { DocumentCard } from './document-card';
import { NotInLibraryNotice } from './not-in-library-notice';
import { PageSpinner } from '@/components/ui/page-spinner';
import { DARK_TITLE, LoadError } from '@/components/ui/load-error';
import { filterErrors, type FilterError } from '../utils/filter-errors';

interface DocumentResultsProps {
  filters: LibraryFilters;
  onChange: UrlStateUpdate<LibraryFilters>;
  /** Buttons for each card (Save), composed by the route from another feature. */
  cardActions?: (document: DocumentSummary) => ReactNode;
}

const SORT_OPTIONS: { value: LibrarySort; label: string }[] = [
  { value: 'relevance', label: 'Relevance' },
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
  { value: 'title', label: 'Title A-Z' },
  { value: 'popular', label: 'Most viewed' },
  { value: 'cited', label: 'Most cited' },
];

/** Loading, error, empty and the card grid with its pager. */
export function DocumentResults({ filters, onChange, cardActions }: DocumentResultsProps) {
  const { data, error, isPending, isError, isPlaceholderData, refetch, isFetching } = useDocuments(
    toDocumentsQuery(filters),
  );
  const sortOptions = filters.search ? SORT_OPTIONS : SORT_OPTIONS.slice(1);

  const changePage = (page: number) => {
    onChange((latest) => goToPage(latest, page));
    document.getElementById('library-results')?.scrollIntoView({ block: 'start' });
  };

  if (isPending) {
    return <PageSpinner label="Loading documents" />;
  }
  if (isError) {
    const refused = filterErrors(error);
    if (refused.length > 0) return <RefusedFilters errors={refused} />;
    return <LoadError message="Failed to load documents" onRetry={() => void refetch()} retrying={isFetching} />;
  }

  const { documents, pagination, correctedSearch, notInLibrary } = data;
  return (
    <Box id="library-results" aria-busy={isPlaceholderData} style={{ scrollMarginTop: 80 }}>
      {notInLibrary && <NotInLibraryNotice citation={notInLibrary} />}
      {correctedSearch && (
        <Text size="sm" mb="xs">
          No documents matched your spelling. Showing results for <strong>{correctedSearch}</strong>.
        </Text>
      )}
      <Group justify="space-between" mb="md" gap="sm">
        <Text size="sm" aria-live="polite">
          {pagination.totalIsEstimate ? 'About ' : ''}
          {countOf(pagination.totalDocuments, 'document')}
        </Text>
        <Select
          label="Sort by"
          size="xs"
          w={160}
          data={sortOptions}
          value={effectiveSort(filters)}
          allowDeselect={false}
          onChange={(value) => onChange((latest) => ({ ...latest, sort: (value as LibrarySort) ?? '', page: 1 }))}
        />
      </Group>
      {documents.length === 0 ? (
        <Alert color="blue" icon={<IconInfoCircle aria-hidden />}>
          No documents found for the selected criteria.
        </Alert>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} style={{ opacity: isPlaceholderData ? 0.6 : 1 }}>
          {documents.map((document) => (
            <DocumentCard
              key={document._id}
              document={document}
              // The search's words travel to the page to be marked there, except to a provision found by its topic:
              // the reader goes to that article (#art-308), not to the words' first match.
              href={paths.document.getHref(documentLinkId(document), {
                q: document.provision ? undefined : filters.search || undefined,
              })}
              actions={cardActions?.(document)}
            />
          ))}
        </SimpleGrid>
      )}
      {pagination.rankedResultsShown && (
        <Text size="sm" c="dimmed" mt="md">
          Sorted by relevance, the pages show the {pagination.rankedResultsShown.toLocaleString('en-US')} most relevant
          documents. Sort by date or narrow your search to see the others.
        </Text>
      )}
      <PagePagination
        page={filters.page}
        totalPages={pagination.totalPages}
        onChange={changePage}
        label="Document pages"
      />
    </Box>
  );
}

/** A 400: the server's own words for each filter it refused, so the visitor knows what to change. */
function RefusedFilters({ errors }: { errors: FilterError[] }) {
  return (
    <Alert
      color="red"
      icon={<IconAlertCircle aria-hidden />}
      title="These filters cannot be searched"
      role="alert"
      styles={DARK_TITLE}
    >
      <List size="sm" spacing={4}>
        {errors.map((error) => (
          <List.Item key={`${error.field}:${error.message}`}>
            {error.label}: {error.message}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
