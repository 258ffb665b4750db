import { Checkbox, Group, Paper, Select, SimpleGrid } from '@mantine/core';
import { ARTICLE_CATEGORIES, ARTICLE_LEVELS, ARTICLE_PRACTICE_AREAS } from '@batas/shared/constants';
import type { FormEvent } from 'react';
import type { UrlStateUpdate } from '@/hooks/use-url-state';
import { OptionalFilterSelect } from '@/components/ui/optional-filter-select';
import { SearchSubmitInput } from '@/components/ui/search-submit-input';
import { useDraft } from '@/hooks/use-draft';
import type { ArticleFilters, ArticleSort } from '../utils/article-filters';

interface ArticleFiltersPanelProps {
  filters: ArticleFilters;
  onChange: UrlStateUpdate<ArticleFilters>;
}

const SORTS: { value: ArticleSort; label: string }[] = [
  { value: 'newest', label: 'Newest' },
  { value: 'oldest', label: 'Oldest' },
  { value: 'popular', label: 'Most popular' },
  { value: 'liked', label: 'Most liked' },
  { value: 'reading_time', label: 'Reading time' },
];

/** Search (Enter or icon), category, practice area, level, premium and featured, sort. Any change returns to page 1. */
export function ArticleFiltersPanel({ filters, onChange }: ArticleFiltersPanelProps) {
  const [search, setSearch] = useDraft(filters.search);
  const change = (patch: Partial<ArticleFilters>) => onChange((latest) => ({ ...latest, ...patch, page: 1 }));
  // A toggle flips the latest state, not the one on screen, which may be a moment behind the address bar.
  const toggle = (field: 'premium' | 'featured') =>
    onChange((latest) => ({ ...latest, [field]: !latest[field], page: 1 }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change({ search: search.trim() });
  };

  return (
    <Paper withBorder radius="md" p="md">
      <form onSubmit={submit} role="search" aria-label="Article search">
        <SearchSubmitInput
          label="Search articles"
          placeholder="Title, topic or tag"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
      </form>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} mt="md">
        <OptionalFilterSelect
          label="Category"
          anyLabel="All categories"
          options={ARTICLE_CATEGORIES}
          value={filters.category}
          onChange={(category) => change({ category })}
        />
        <OptionalFilterSelect
          label="Practice area"
          anyLabel="All practice areas"
          options={ARTICLE_PRACTICE_AREAS}
          value={filters.practiceArea}
          onChange={(practiceArea) => change({ practiceArea })}
        />
        <OptionalFilterSelect
          label="Level"
          anyLabel="All levels"
          options={ARTICLE_LEVELS}
          value={filters.difficulty}
          onChange={(difficulty) => change({ difficulty })}
        />
        <Select
          label="Sort by"
          data={SORTS}
          value={filters.sort}
          allowDeselect={false}
          onChange={(value) => change({ sort: (value as ArticleSort | null) ?? 'newest' })}
        />
      </SimpleGrid>
      <Group mt="md" gap="lg">
        <Checkbox label="Premium only" checked={filters.premium} onChange={() => toggle('premium')} />
        <Checkbox label="Featured only" checked={filters.featured} onChange={() => toggle('featured')} />
      </Group>
    </Paper>
  );
}
