import type { LawyersQuery } from '@batas/shared/contracts/lawyers';
import { LAWYER_PRACTICE_AREAS, LIMITS } from '@batas/shared/constants';

/** The lawyer search's state in the URL: `search` (or `q` from the home page), `location`, `practiceArea`. */
export interface LawyerFilters {
  search: string;
  location: string;
  practiceArea: string;
}

export function parseLawyerFilters(params: URLSearchParams): LawyerFilters {
  const practiceArea = params.get('practiceArea') ?? '';
  return {
    search: (params.get('search') ?? params.get('q') ?? '').trim(),
    location: (params.get('location') ?? '').trim(),
    practiceArea: (LAWYER_PRACTICE_AREAS as readonly string[]).includes(practiceArea) ? practiceArea : '',
  };
}

/** Always written as `search`: a `q` from the home page is normalised on the first change. */
export function lawyerFiltersToParams(filters: LawyerFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set('search', filters.search);
  if (filters.location) params.set('location', filters.location);
  if (filters.practiceArea) params.set('practiceArea', filters.practiceArea);
  return params;
}

/** GET /api/lawyers parameters, pages of 50 (the page number is added per request by 'Load More'). */
export function toLawyersQuery(filters: LawyerFilters): LawyersQuery {
  return {
    search: filters.search || undefined,
    location: filters.location || undefined,
    practiceArea: filters.practiceArea || undefined,
    limit: LIMITS.lawyerPageSize,
  };
}

/** GET /api/lawyers parameters for a firm's profile: its lawyers by name, 12 a page. */
export function firmLawyersQuery(firmName: string): LawyersQuery {
  return { lawFirm: firmName, sortBy: 'name', limit: 12 };
}
