import { Anchor, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface ContentSectionProps<T> {
  title: string;
  subtitle?: string;
  viewAll?: { href: string; label?: string };
  items: readonly T[] | undefined;
  isLoading: boolean;
  /** The load failed: the section says so, never the empty text (which would claim there is nothing). */
  isError?: boolean;
  emptyText: string;
  renderItem: (item: T) => ReactNode;
  getKey: (item: T) => string;
  skeletons?: number;
}

/** A titled card row of the home page: loading placeholders, then the cards, the empty text, or the failure. */
export function ContentSection<T>({
  title,
  subtitle,
  viewAll,
  items,
  isLoading,
  isError = false,
  emptyText,
  renderItem,
  getKey,
  skeletons = 3,
}: ContentSectionProps<T>) {
  const headingId = `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <Stack component="section" aria-labelledby={headingId} gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2} id={headingId}>
            {title}
          </Title>
          {subtitle && <Text c="dimmed">{subtitle}</Text>}
        </div>
        {viewAll && (
          <Anchor component={Link} to={viewAll.href} fw={500}>
            {viewAll.label ?? 'View all'}
          </Anchor>
        )}
      </Group>
      {isLoading ? (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} aria-busy="true">
          <VisuallyHidden>Loading {title}</VisuallyHidden>
          {Array.from({ length: skeletons }, (_, index) => (
            <Card key={index} withBorder radius="md" padding="lg" data-testid="skeleton-card">
              <Skeleton height={16} width="40%" mb="md" />
              <Skeleton height={12} mb={8} />
              <Skeleton height={12} mb={8} />
              <Skeleton height={12} width="70%" />
            </Card>
          ))}
        </SimpleGrid>
      ) : items && items.length > 0 ? (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {items.map((item) => (
            <div key={getKey(item)}>{renderItem(item)}</div>
          ))}
        </SimpleGrid>
      ) : isError ? (
        <Text c="red.9">{title} could not be loaded.</Text>
      ) : (
        <Text c="dimmed">{emptyText}</Text>
      )}
    </Stack>
  );
}
