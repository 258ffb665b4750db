import { Checkbox, Paper, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import {
  COMPANY_TYPES,
  EMPLOYMENT_TYPES,
  EXPERIENCE_LEVELS,
  JOB_LOCATIONS,
  JOB_PRACTICE_AREAS,
  JOB_SORTS,
  MINIMUM_SALARIES,
  type JobSort,
} from '../data/job-options';
import type { UrlStateUpdate } from '@/hooks/use-url-state';
import { FiltersFold } from '@/components/ui/filters-fold';
import { OptionalFilterSelect } from '@/components/ui/optional-filter-select';
import { activeJobFilters, type JobFilters } from '../utils/job-rules';

interface JobFiltersPanelProps {
  filters: JobFilters;
  onChange: UrlStateUpdate<JobFilters>;
}

const SALARY_OPTIONS = [
  { value: '0', label: 'Any salary' },
  ...MINIMUM_SALARIES.map((amount) => ({ value: String(amount), label: `₱${amount.toLocaleString('en-US')} or more` })),
];

/**
 * Local filtering over six samples: every field applies as you type or choose. The search stays in sight; the rest
 * folds behind the Filters button (folded on a phone, so the first job is on the first screen).
 */
export function JobFiltersPanel({ filters, onChange }: JobFiltersPanelProps) {
  const select = (
    label: string,
    field: 'location' | 'practiceArea' | 'employmentType' | 'experience' | 'companyType',
    anyLabel: string,
    options: readonly string[],
  ) => (
    <OptionalFilterSelect
      label={label}
      anyLabel={anyLabel}
      options={options}
      value={filters[field]}
      onChange={(value) => onChange((latest) => ({ ...latest, [field]: value }))}
    />
  );
  return (
    <Paper withBorder radius="md" p="md" role="search" aria-label="Filter jobs">
      <Stack gap="sm">
        <TextInput
          label="Search"
          placeholder="Job title, company or keyword"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={filters.search}
          onChange={(event) => {
            const search = event.currentTarget.value;
            onChange((latest) => ({ ...latest, search }), { replace: true });
          }}
        />
        <FiltersFold id="job-filters" activeCount={activeJobFilters(filters)}>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
            {select('Location', 'location', 'All locations', JOB_LOCATIONS)}
            {select('Practice area', 'practiceArea', 'All practice areas', JOB_PRACTICE_AREAS)}
            {select('Employment type', 'employmentType', 'All types', EMPLOYMENT_TYPES)}
            {select('Experience level', 'experience', 'All levels', EXPERIENCE_LEVELS)}
            {select('Company type', 'companyType', 'All company types', COMPANY_TYPES)}
            <Select
              label="Minimum salary"
              data={SALARY_OPTIONS}
              value={String(filters.minSalary)}
              allowDeselect={false}
              onChange={(value) => onChange((latest) => ({ ...latest, minSalary: Number(value ?? 0) }))}
            />
            <Select
              label="Sort by"
              data={JOB_SORTS.map((sort) => ({ value: sort.value, label: sort.label }))}
              value={filters.sort}
              allowDeselect={false}
              onChange={(value) => onChange((latest) => ({ ...latest, sort: (value as JobSort | null) ?? 'newest' }))}
            />
          </SimpleGrid>
          <Checkbox
            mt="md"
            label="Remote Work Available"
            checked={filters.remoteOnly}
            onChange={() => onChange((latest) => ({ ...latest, remoteOnly: !latest.remoteOnly }))}
          />
        </FiltersFold>
      </Stack>
    </Paper>
  );
}
