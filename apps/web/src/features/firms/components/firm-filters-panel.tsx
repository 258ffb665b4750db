import type { UrlStateUpdate } from '@/hooks/use-url-state';
import { Paper, Select, SimpleGrid, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { FIRM_LOCATIONS, FIRM_SIZES, FIRM_SORTS, FIRM_SPECIALIZATIONS, type FirmSort } from '../data/firm-options';
import type { FirmFilters } from '../utils/firm-rules';

interface FirmFiltersPanelProps {
  filters: FirmFilters;
  onChange: UrlStateUpdate<FirmFilters>;
}

const ALL = 'all';
const withAll = (label: string, values: readonly string[]) => [{ value: ALL, label }, ...values.map((value) => ({ value, label: value }))];

/** Filtering is local (six samples), so every field applies as you type or choose. */
export function FirmFiltersPanel({ filters, onChange }: FirmFiltersPanelProps) {
  const pick = (value: string | null) => (value && value !== ALL ? value : '');
  return (
    <Paper withBorder radius="md" p="md" role="search" aria-label="Filter law firms">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }}>
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
        <Select label="Location" data={withAll('All locations', FIRM_LOCATIONS)} value={filters.location || ALL} allowDeselect={false} onChange={(value) => onChange((latest) => ({ ...latest, location: pick(value) }))} />
        <Select label="Specialization" data={withAll('All specializations', FIRM_SPECIALIZATIONS)} value={filters.specialization || ALL} allowDeselect={false} onChange={(value) => onChange((latest) => ({ ...latest, specialization: pick(value) }))} />
        <Select label="Firm size" data={withAll('All sizes', FIRM_SIZES)} value={filters.size || ALL} allowDeselect={false} onChange={(value) => onChange((latest) => ({ ...latest, size: pick(value) }))} />
        <Select
          label="Sort by"
          data={FIRM_SORTS.map((sort) => ({ value: sort.value, label: sort.label }))}
          value={filters.sort}
          allowDeselect={false}
          onChange={(value) => onChange((latest) => ({ ...latest, sort: (value as FirmSort | null) ?? 'rating' }))}
        />
      </SimpleGrid>
    </Paper>
  );
}
