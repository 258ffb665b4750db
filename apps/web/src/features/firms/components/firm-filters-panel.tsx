import { Paper, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { UrlStateUpdate } from '@/hooks/use-url-state';
import { FiltersFold } from '@/components/ui/filters-fold';
import { OptionalFilterSelect } from '@/components/ui/optional-filter-select';
import { SAMPLE_FIRMS } from '@batas/shared/samples/firms';
import { FIRM_LOCATIONS, FIRM_SIZES, FIRM_SPECIALIZATIONS, type FirmSort } from '../data/firm-options';
import { EMPTY_FIRM_FILTERS, firmSortOptions, type FirmFilters } from '../utils/firm-rules';

interface FirmFiltersPanelProps {
  filters: FirmFilters;
  onChange: UrlStateUpdate<FirmFilters>;
}

/**
 * Filtering is local (six samples), so every field applies as you type or choose. The search stays in sight; the
 * rest folds behind the Filters button (folded on a phone, so the first firm is on the first screen).
 */
export function FirmFiltersPanel({ filters, onChange }: FirmFiltersPanelProps) {
  return (
    <Paper withBorder radius="md" p="md" role="search" aria-label="Filter law firms">
      <Stack gap="sm">
        <TextInput
          label="Search"
          placeholder="Firm name or specialization"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={filters.search}
          onChange={(event) => {
            const search = event.currentTarget.value;
            onChange((latest) => ({ ...latest, search }), { replace: true });
          }}
        />
        <FiltersFold
          id="firm-filters"
          activeCount={[filters.location, filters.specialization, filters.size].filter(Boolean).length}
        >
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
            <OptionalFilterSelect
              label="Location"
              anyLabel="All locations"
              options={FIRM_LOCATIONS}
              value={filters.location}
              onChange={(location) => onChange((latest) => ({ ...latest, location }))}
            />
            <OptionalFilterSelect
              label="Specialization"
              anyLabel="All specializations"
              options={FIRM_SPECIALIZATIONS}
              value={filters.specialization}
              onChange={(specialization) => onChange((latest) => ({ ...latest, specialization }))}
            />
            <OptionalFilterSelect
              label="Firm size"
              anyLabel="All sizes"
              options={FIRM_SIZES}
              value={filters.size}
              onChange={(size) => onChange((latest) => ({ ...latest, size }))}
            />
            <Select
              label="Sort by"
              data={firmSortOptions(SAMPLE_FIRMS).map((sort) => ({ value: sort.value, label: sort.label }))}
              value={filters.sort}
              allowDeselect={false}
              onChange={(value) =>
                onChange((latest) => ({ ...latest, sort: (value as FirmSort | null) ?? EMPTY_FIRM_FILTERS.sort }))
              }
            />
          </SimpleGrid>
        </FiltersFold>
      </Stack>
    </Paper>
  );
}
