import { Autocomplete, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { COURT_LEVELS } from '@batas/shared/constants';
import type { FormEvent, ReactNode } from 'react';
import type { UrlStateUpdate } from '@/hooks/use-url-state';
import { OptionalFilterSelect } from '@/components/ui/optional-filter-select';
import { SearchSubmitInput } from '@/components/ui/search-submit-input';
import { useDraft } from '@/hooks/use-draft';
import { FiltersFold } from '@/components/ui/filters-fold';
import { useLawCategories } from '../api/get-law-categories';
import { activeFilterChips, setFilter } from '../utils/filter-changes';
import type { FilterError } from '../utils/filter-errors';
import type { LibraryFilters } from '../utils/library-filters';

interface SearchFiltersPanelProps {
  filters: LibraryFilters;
  onChange: UrlStateUpdate<LibraryFilters>;
  /** The server's reasons for refusing the applied filters, shown under the field they concern. */
  errors: FilterError[];
  /** More filters to fold with these (the quick picks and the category tabs). */
  children?: ReactNode;
}

/**
 * Keyword, then Year, Court and Law Category folded behind the Filters button (open on a wide screen, folded on a
 * phone). The keyword runs on Enter or the search icon; Year and Law Category also apply when the field is left,
 * so a phone user need not find the Enter key; the Court applies when chosen. Law Category suggests the categories
 * in use; any case finds them.
 */
export function SearchFiltersPanel({ filters, onChange, errors, children }: SearchFiltersPanelProps) {
  // The search words are not a filter: they stay in sight, outside the fold. A category tab is one.
  const activeCount =
    activeFilterChips(filters).filter((chip) => chip.field !== 'search').length +
    (filters.category && filters.category !== 'all' ? 1 : 0);
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
      <Title order={2} size="h4" mb="sm">
        Search &amp; Filters
      </Title>
      <form onSubmit={submit} role="search" aria-label="Search the law library">
        <Stack gap="sm">
          <SearchSubmitInput
            label="Keyword"
            placeholder="Title, G.R. number, citation or text"
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
          />
          <FiltersFold id="library-filters" activeCount={activeCount}>
            <Stack gap="md">
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <TextInput
                  label="Year"
                  placeholder="e.g. 1987"
                  inputMode="numeric"
                  value={year}
                  error={yearError}
                  maxLength={20}
                  // Mantine's error red is too light on white for axe's contrast check; the darkest red passes.
                  styles={{
                    error: { color: 'var(--mantine-color-red-9)' },
                    input: { color: 'var(--mantine-color-text)' },
                  }}
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
              {children}
            </Stack>
          </FiltersFold>
        </Stack>
      </form>
    </Paper>
  );
}
