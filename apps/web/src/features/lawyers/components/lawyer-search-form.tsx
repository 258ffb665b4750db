import { Button, Chip, Group, Paper, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconMapPin, IconSearch } from '@tabler/icons-react';
import { LAWYER_PRACTICE_AREAS } from '@batas/shared/constants';
import type { FormEvent } from 'react';
import type { UrlStateUpdate } from '@/hooks/use-url-state';
import { FiltersFold } from '@/components/ui/filters-fold';
import { OptionalFilterSelect } from '@/components/ui/optional-filter-select';
import { useDraft } from '@/hooks/use-draft';
import type { LawyerFilters } from '../utils/lawyer-filters';

interface LawyerSearchFormProps {
  filters: LawyerFilters;
  onChange: UrlStateUpdate<LawyerFilters>;
}

const QUICK_AREAS = LAWYER_PRACTICE_AREAS.slice(0, 4);

/**
 * Location and practice area fold behind the Filters button (folded on a phone, so the first lawyer is on the first
 * screen). Name and location run on Enter or Search; the practice area (dropdown or chip) applies at once.
 */
export function LawyerSearchForm({ filters, onChange }: LawyerSearchFormProps) {
  const [search, setSearch] = useDraft(filters.search);
  const [location, setLocation] = useDraft(filters.location);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange((latest) => ({ ...latest, search: search.trim(), location: location.trim() }));
  };

  return (
    <Paper withBorder radius="md" p="md">
      <form onSubmit={submit} role="search" aria-label="Search lawyers">
        <Stack gap="sm">
          <Group gap="sm" align="flex-end" wrap="nowrap">
            <TextInput
              label="Name"
              placeholder="e.g. Dela Cruz or Peña"
              leftSection={<IconSearch size={16} aria-hidden />}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
              style={{ flex: 1, minWidth: 0 }}
            />
            <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
              Search
            </Button>
          </Group>
          <FiltersFold
            id="lawyer-filters"
            activeCount={[filters.location, filters.practiceArea].filter(Boolean).length}
          >
            <Stack gap="md">
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label="Location"
                  placeholder="City or province"
                  leftSection={<IconMapPin size={16} aria-hidden />}
                  value={location}
                  onChange={(event) => setLocation(event.currentTarget.value)}
                />
                <OptionalFilterSelect
                  label="Practice area"
                  anyLabel="All practice areas"
                  options={LAWYER_PRACTICE_AREAS}
                  value={filters.practiceArea}
                  onChange={(practiceArea) => onChange((latest) => ({ ...latest, practiceArea }))}
                />
              </SimpleGrid>
              <Group gap="xs" role="group" aria-label="Popular practice areas">
                {QUICK_AREAS.map((area) => (
                  <Chip
                    key={area}
                    size="sm"
                    checked={filters.practiceArea === area}
                    onChange={() =>
                      onChange((latest) => ({ ...latest, practiceArea: latest.practiceArea === area ? '' : area }))
                    }
                  >
                    {area}
                  </Chip>
                ))}
              </Group>
            </Stack>
          </FiltersFold>
        </Stack>
      </form>
    </Paper>
  );
}
