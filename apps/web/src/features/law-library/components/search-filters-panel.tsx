import {
  ActionIcon,
  Autocomplete,
  Collapse,
  Group,
  Paper,
  SimpleGrid,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconChevronDown, IconSearch } from '@tabler/icons-react';
import { COURT_LEVELS } from '@batas/shared/constants/index';
import { useState, type FormEvent } from 'react';
import type { UrlStateUpdate } from '@/hooks/use-url-state';
import { OptionalFilterSelect } from '@/components/ui/optional-filter-select';
import { useDraft } from '@/hooks/use-draft';
import { useLawCategories } from '../api/get-law-categories';
import { setFilter } from '../utils/filter-changes';
import type { LibraryFilters } from '../utils/library-filters';

interface SearchFiltersPanelProps {
  filters: LibraryFilters;
  onChange: UrlStateUpdate<LibraryFilters>;
}

const isYear = (value: string) => /^\d{4}$/.test(value);

/**
 * Keyword, Year, Court and Law Category. The keyword runs on Enter or the search icon; Year and Law Category also
 * apply when the field is left, so a phone user need not find the Enter key; the Court applies when chosen. Law
 * Category suggests the categories in use; any case finds them.
 */
export function SearchFiltersPanel({ filters, onChange }: SearchFiltersPanelProps) {
  const [opened, { toggle }] = useDisclosure(true);
  const [search, setSearch] = useDraft(filters.search);
  const [year, setYear] = useDraft(filters.year);
  const [lawCategory, setLawCategory] = useDraft(filters.lawCategory);
  const lawCategories = useLawCategories();
  // Complain about a partial year only once the visitor tried to use it, not while they type.
  const [yearTried, setYearTried] = useState(false);
  const yearError = yearTried && year && !isYear(year) ? 'Enter a four-digit year' : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setYearTried(true);
    onChange((latest) => ({
      ...latest,
      search: search.trim(),
      year: isYear(year) ? year : latest.year,
      lawCategory: lawCategory.trim(),
      page: 1,
    }));
  };
  const commit = (field: 'year' | 'lawCategory', value: string) => {
    if (value.trim() === filters[field] || (field === 'year' && value && !isYear(value))) return;
    onChange((latest) => setFilter(latest, field, value));
  };

  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4">
        <UnstyledButton onClick={toggle} aria-expanded={opened} aria-controls="library-filters" w="100%">
          <Group justify="space-between" wrap="nowrap">
            <Group gap="xs" wrap="nowrap">
              <IconAdjustmentsHorizontal size={20} aria-hidden />
              Search &amp; Filters
            </Group>
            <IconChevronDown
              size={18}
              aria-hidden
              style={{ transform: opened ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
            />
          </Group>
        </UnstyledButton>
      </Title>
      <Collapse in={opened} id="library-filters">
        <form onSubmit={submit} role="search" aria-label="Search the law library">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} mt="md">
            <TextInput
              label="Keyword"
              placeholder="Title, G.R. number, citation or text"
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
              rightSectionPointerEvents="all"
              rightSection={
                <ActionIcon type="submit" variant="subtle" aria-label="Search">
                  <IconSearch size={18} aria-hidden />
                </ActionIcon>
              }
            />
            <TextInput
              label="Year"
              placeholder="e.g. 1987"
              inputMode="numeric"
              value={year}
              error={yearError}
              // Digits only, at most four, also when pasting '19a8x5'.
              onChange={(event) => setYear(event.currentTarget.value.replace(/\D/g, '').slice(0, 4))}
              onBlur={() => {
                setYearTried(true);
                commit('year', year);
              }}
            />
            <OptionalFilterSelect
              label="Court"
              anyLabel="All Courts"
              options={COURT_LEVELS}
              value={filters.court}
              onChange={(court) => onChange((latest) => setFilter(latest, 'court', court))}
            />
            <Autocomplete
              label="Law Category"
              placeholder="Optional, e.g. Labor Law"
              data={lawCategories.data ?? []}
              limit={12}
              value={lawCategory}
              onChange={setLawCategory}
              onOptionSubmit={(value) => commit('lawCategory', value)}
              onBlur={() => commit('lawCategory', lawCategory)}
            />
          </SimpleGrid>
        </form>
      </Collapse>
    </Paper>
  );
}
