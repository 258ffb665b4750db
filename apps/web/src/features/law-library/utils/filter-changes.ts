import { QUICK_PICKS } from '@batas/shared/constants';
import {
  EMPTY_FILTERS,
  findCategory,
  matchingQuickPick,
  type CategoryKey,
  type LibraryFilters,
} from './library-filters';

/**
 * The transitions of the library's state. Every change of what is searched returns to
 * page 1: page 3 of the old results means nothing for the new ones.
 */
export type FilterField = 'search' | 'year' | 'court' | 'lawCategory' | 'types';

export function setFilter(
  filters: LibraryFilters,
  field: Exclude<FilterField, 'types'>,
  value: string,
): LibraryFilters {
  return { ...filters, [field]: value.trim(), page: 1 };
}

/** Quick picks set the type filter and clear the category. */
export function applyQuickPick(filters: LibraryFilters, label: (typeof QUICK_PICKS)[number]['label']): LibraryFilters {
  const pick = QUICK_PICKS.find((entry) => entry.label === label);
  if (!pick) return filters;
  return { ...filters, types: [...pick.types], category: 'all', subcategory: '', page: 1 };
}

/** A category (and optional subcategory) replaces any quick-pick types: both are type filters. */
export function selectCategory(filters: LibraryFilters, key: CategoryKey, subcategory = ''): LibraryFilters {
  const category = findCategory(key);
  const validSub = category?.subcategories.some((entry) => entry.slug === subcategory) ? subcategory : '';
  return { ...filters, category: category?.key ?? 'all', subcategory: validSub, types: [], page: 1 };
}

export function removeFilter(filters: LibraryFilters, field: FilterField): LibraryFilters {
  return { ...filters, [field]: field === 'types' ? [] : '', page: 1 };
}

export function clearAll(): LibraryFilters {
  return { ...EMPTY_FILTERS };
}

export function goToPage(filters: LibraryFilters, page: number): LibraryFilters {
  return { ...filters, page: Math.max(1, Math.trunc(page)) };
}

export interface ActiveFilterChip {
  field: FilterField;
  label: string;
}

/** The removable chips under the panel; the category is shown by the 'Viewing' banner instead. */
export function activeFilterChips(filters: LibraryFilters): ActiveFilterChip[] {
  const chips: ActiveFilterChip[] = [];
  if (filters.search) chips.push({ field: 'search', label: `Search: ${filters.search}` });
  if (filters.types.length > 0) {
    const pick = matchingQuickPick(filters.types);
    chips.push({ field: 'types', label: `Type: ${pick ? pick.label : filters.types.join(', ')}` });
  }
  if (filters.year) chips.push({ field: 'year', label: `Year: ${filters.year}` });
  if (filters.court) chips.push({ field: 'court', label: `Court: ${filters.court}` });
  if (filters.lawCategory) chips.push({ field: 'lawCategory', label: `Law Category: ${filters.lawCategory}` });
  return chips;
}
