import type { LawFirm } from '../data/firms';
import { FIRM_SORTS, type FirmSort } from '../data/firm-options';

/** Firm profile slug: lowercased, non-alphanumerics removed, spaces to hyphens. */
export function firmSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9\s]/g, '')
    .trim()
    .replace(/\s+/g, '-');
}

export interface FirmFilters {
  search: string;
  location: string;
  specialization: string;
  size: string;
  sort: FirmSort;
}

export const EMPTY_FIRM_FILTERS: FirmFilters = {
  search: '',
  location: '',
  specialization: '',
  size: '',
  sort: 'rating',
};

const COMPARE: Record<FirmSort, (a: LawFirm, b: LawFirm) => number> = {
  rating: (a, b) => b.rating - a.rating,
  size: (a, b) => b.lawyerCount - a.lawyerCount,
  name: (a, b) => a.name.localeCompare(b.name),
  established: (a, b) => a.established - b.established,
};

/**
 * Search matches name, description or specializations (any case); location is a substring; specialization and
 * size are exact.
 */
export function filterFirms(firms: readonly LawFirm[], filters: FirmFilters): LawFirm[] {
  const search = filters.search.trim().toLowerCase();
  const location = filters.location.trim().toLowerCase();
  return firms
    .filter(
      (firm) =>
        !search ||
        [firm.name, firm.description, ...firm.specializations].some((text) => text.toLowerCase().includes(search)),
    )
    .filter((firm) => !location || firm.location.toLowerCase().includes(location))
    .filter((firm) => !filters.specialization || firm.specializations.includes(filters.specialization))
    .filter((firm) => !filters.size || firm.size === filters.size)
    .sort(COMPARE[filters.sort]);
}

const SORT_VALUES: readonly string[] = FIRM_SORTS.map((sort) => sort.value);

export function parseFirmFilters(params: URLSearchParams): FirmFilters {
  const sort = params.get('sort') ?? '';
  return {
    search: (params.get('q') ?? '').trim(),
    location: params.get('location') ?? '',
    specialization: params.get('specialization') ?? '',
    size: params.get('size') ?? '',
    sort: SORT_VALUES.includes(sort) ? (sort as FirmSort) : 'rating',
  };
}

export function firmFiltersToParams(filters: FirmFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set('q', filters.search);
  if (filters.location) params.set('location', filters.location);
  if (filters.specialization) params.set('specialization', filters.specialization);
  if (filters.size) params.set('size', filters.size);
  if (filters.sort !== 'rating') params.set('sort', filters.sort);
  return params;
}
