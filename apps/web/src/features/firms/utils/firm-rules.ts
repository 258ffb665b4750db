import { SAMPLE_FIRMS, type LawFirm } from '@batas/shared/samples/firms';
import { FIRM_SORTS, type FirmSort } from '../data/firm-options';
import { parsePage } from '../../../utils/page-of';

export interface FirmFilters {
  search: string;
  location: string;
  specialization: string;
  size: string;
  sort: FirmSort;
  /** The page of results, from 1 (FIRMS_PAGE_SIZE a page). */
  page: number;
}

/** Three rows of the widest grid. */
export const FIRMS_PAGE_SIZE = 9;

export const EMPTY_FIRM_FILTERS: FirmFilters = {
  search: '',
  location: '',
  specialization: '',
  size: '',
  sort: 'name',
  page: 1,
};

/** A rating is shown only where there are reviews behind it: '4.9 (52 reviews)' on a site without reviews lies. */
export const firmRating = (firm: Pick<LawFirm, 'rating' | 'reviews'>) =>
  firm.reviews > 0 ? `${firm.rating.toFixed(1)} (${firm.reviews} ${firm.reviews === 1 ? 'review' : 'reviews'})` : null;

/** The sorts worth offering: 'Highest Rated' only when some firm has reviews to be rated by. */
export function firmSortOptions(firms: readonly Pick<LawFirm, 'reviews'>[]) {
  const rated = firms.some((firm) => firm.reviews > 0);
  return FIRM_SORTS.filter((sort) => rated || sort.value !== 'rating');
}

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

/** `firms`: the listings the page sorts, so an address asking for a sort they cannot take gets the default. */
export function parseFirmFilters(params: URLSearchParams, firms: readonly LawFirm[] = SAMPLE_FIRMS): FirmFilters {
  const sort = params.get('sort') ?? '';
  const offered: readonly string[] = firmSortOptions(firms).map((option) => option.value);
  return {
    search: (params.get('q') ?? '').trim(),
    location: params.get('location') ?? '',
    specialization: params.get('specialization') ?? '',
    size: params.get('size') ?? '',
    sort: offered.includes(sort) ? (sort as FirmSort) : EMPTY_FIRM_FILTERS.sort,
    page: parsePage(params.get('page')),
  };
}

export function firmFiltersToParams(filters: FirmFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set('q', filters.search);
  if (filters.location) params.set('location', filters.location);
  if (filters.specialization) params.set('specialization', filters.specialization);
  if (filters.size) params.set('size', filters.size);
  if (filters.sort !== EMPTY_FIRM_FILTERS.sort) params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}
