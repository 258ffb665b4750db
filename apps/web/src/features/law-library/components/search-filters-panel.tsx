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
import { IconAdjustmentsHorizontal, IconChevronDown, IconSearch } from '@tabler/icons-react';
import { COURT_LEVELS } from '@batas/shared/constants/index';
import { useState, type FormEvent } from 'react';
import type { UrlStateUpdate } from '@/hooks/use-url-state';
import { OptionalFilterSelect } from '@/components/ui/optional-filter-select';
import { useDraft } from '@/hooks/use-draft';
import { useOpenByWidth } from '@/hooks/use-open-by-width';
import { useLawCategories } from '../api/get-law-categories';
import { setFilter } from '../utils/filter-changes';
import type { FilterError } from '../utils/filter-errors';
import type { LibraryFilters } from '../utils/library-filters';
import classes from './search-filters-panel.module.css';

interface SearchFiltersPanelProps {
  filters: LibraryFilters;
  onChange: UrlStateUpdate<LibraryFilters>;
  /** The server's reasons for refusing the applied filters, shown under the field they concern. */
  errors: FilterError[];
}

/**
 * Keyword, Year, Court and Law Category. The keyword runs on Enter or the search icon; Year and Law Category also
 * apply when the field is left, so a phone user need not find the Enter key; the Court applies when chosen. Law
 * Category suggests the categories in use; any case finds them.
 */
export function SearchFiltersPanel({ filters, onChange, errors }: SearchFiltersPanelProps) {
  const { opened, byWidth, toggle } = useOpenByWidth();
  // Only the visitor's own open and close animate: the fold decided by the screen width must not flash on a phone.
  const [animate, setAnimate] = useState(false);
  const [search, setSearch] = useDraft(filters.search);
  const [year, setYear] = useDraft(filters.year);
  const [lawCategory, setLawCategory] = useDraft(filters.lawCategory);
  const lawCategories = useLawCategories();
  // The server's own reason, while the field still holds the value it refused.
  const refused = errors.find((error) => error.field === 'year');
  const yearError = refused && year.trim() === filters.year ? `${refused.label}: ${refused.message}` : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange((latest) => ({
      ...latest,
      search: search.trim(),
      year: year.trim(),
      lawCategory: lawCategory.trim(),
      page: 1,
    }));
  };
  const commit = (field: 'year' | 'lawCategory', value: string) => {
    if (value.trim() === filters[field]) return;
    onChange((latest) => setFilter(latest, field, value));
  };

  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4">
        <UnstyledButton
          onClick={() => {
            setAnimate(true);
            toggle();
          }}
          aria-expanded={opened}
          aria-controls="library-filters"
          w="100%"
        >
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
      <Collapse
        in={opened}
        id="library-filters"
        className={classes.panel}
        data-by-width={byWidth}
        transitionDuration={animate ? 200 : 0}
      >
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
              maxLength={20}
              // Mantine's error red is too light on white for axe's contrast check; the darkest red passes.
              styles={{ error: { color: 'var(--mantine-color-red-9)' }, input: { color: 'var(--mantine-color-text)' } }}
              // Whatever is typed is applied and judged by the server: a wrong year is answered, never dropped.
              onChange={(event) => setYear(event.currentTarget.value)}
              onBlur={() => commit('year', year)}
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
