import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { LoadError } from '@/components/ui/load-error';
import { useDeferredComponent } from '@/hooks/use-deferred-component';

// Most documents cite, and are cited by, fewer than a page of twenty: the pager's code (4 KB gzipped) loads only for
// a list that has more than one page.
const loadCitationPager = () => import('./citation-pager');

interface CitationListProps<T> {
  /** The panel's anchor ('cited-by', 'cites'): the reading links near the top lead here. */
  id?: string;
  title: string;
  /** The list's total, shown in the heading once known. */
  total: number | undefined;
  items: readonly T[] | undefined;
  renderItem: (item: T) => ReactNode;
  itemKey: (item: T, index: number) => string;
  empty: string;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

/** One citator panel: a titled, paged list with its loading, error (with retry) and empty states. */
export function CitationList<T>(props: CitationListProps<T>) {
  const headingId = useId();
  const paged = props.pageCount > 1;
  const pager = useDeferredComponent(loadCitationPager, paged);
  const heading = props.total === undefined ? props.title : `${props.title} (${props.total.toLocaleString('en-US')})`;
  return (
    <Paper component="section" id={props.id} withBorder radius="md" p="md" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {heading}
        </Title>
        {props.isPending ? (
          <Stack gap={8} aria-label={`Loading ${props.title.toLowerCase()}`} role="status">
            {[0, 1, 2].map((line) => (
              <Skeleton key={line} height={14} radius="sm" />
            ))}
          </Stack>
        ) : props.isError ? (
          <LoadError message="Failed to load citations" onRetry={props.onRetry} />
        ) : props.items && props.items.length > 0 ? (
          <Stack component="ol" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
            {props.items.map((item, index) => (
              <li key={props.itemKey(item, index)}>{props.renderItem(item)}</li>
            ))}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {props.empty}
          </Text>
        )}
        {paged && pager.Component && (
          <pager.Component title={props.title} page={props.page} pageCount={props.pageCount} onPage={props.onPage} />
        )}
        {paged && pager.failed && (
          <Group gap="sm">
            <Text size="sm">The list’s other pages could not be loaded.</Text>
            <Button size="xs" variant="default" onClick={pager.retry}>
              Try again
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
