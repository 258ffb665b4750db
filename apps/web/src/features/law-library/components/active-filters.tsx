import { Badge, Button, CloseButton, Group, Text } from '@mantine/core';
import type { UrlStateUpdate } from '@/hooks/use-url-state';
import { activeFilterChips, clearAll, removeFilter } from '../utils/filter-changes';
import type { LibraryFilters } from '../utils/library-filters';

interface ActiveFiltersProps {
  filters: LibraryFilters;
  onChange: UrlStateUpdate<LibraryFilters>;
}

/** The filters in force as removable chips, with 'Clear all'. Hidden when nothing is filtered. */
export function ActiveFilters({ filters, onChange }: ActiveFiltersProps) {
  const chips = activeFilterChips(filters);
  if (chips.length === 0) return null;
  return (
    <Group gap="xs" role="group" aria-labelledby="active-filters-label">
      <Text id="active-filters-label" size="sm" fw={500}>
        Active filters:
      </Text>
      {chips.map((chip) => (
        <Badge
          key={chip.field}
          variant="light"
          size="lg"
          tt="none"
          fw={500}
          pr={4}
          rightSection={
            <CloseButton
              size="xs"
              aria-label={`Remove filter ${chip.label}`}
              onClick={() => onChange((latest) => removeFilter(latest, chip.field))}
            />
          }
        >
          {chip.label}
        </Badge>
      ))}
      <Button variant="subtle" size="compact-sm" onClick={() => onChange(clearAll)}>
        Clear all
      </Button>
    </Group>
  );
}
