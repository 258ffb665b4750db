import { Button, Group, Paper, Text } from '@mantine/core';
import type { UrlStateUpdate } from '@/hooks/use-url-state';
import { selectCategory } from '../utils/filter-changes';
import { findCategory, type LibraryFilters } from '../utils/library-filters';

interface ViewingBannerProps {
  filters: LibraryFilters;
  onChange: UrlStateUpdate<LibraryFilters>;
}

/** Names the chosen category (and subcategory) with a way back to everything. */
export function ViewingBanner({ filters, onChange }: ViewingBannerProps) {
  const category = findCategory(filters.category);
  if (!category || category.key === 'all') return null;
  const sub = category.subcategories.find((entry) => entry.slug === filters.subcategory);
  return (
    <Paper withBorder radius="md" px="md" py="sm" bg="var(--mantine-primary-color-light)">
      <Group justify="space-between" gap="sm">
        <Text>
          Viewing: <strong>{category.label}</strong>
          {sub && (
            <>
              {' '}
              › <strong>{sub.label}</strong>
            </>
          )}
        </Text>
        <Button variant="white" size="compact-sm" onClick={() => onChange((latest) => selectCategory(latest, 'all'))}>
          View All Documents
        </Button>
      </Group>
    </Paper>
  );
}
