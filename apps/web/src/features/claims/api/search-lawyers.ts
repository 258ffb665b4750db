import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '@mantine/hooks';
import { LIMITS } from '@batas/shared/constants';
import { claimSearch } from '@batas/shared/contracts/endpoints/claims';
import { api } from '@/lib/api-client';

/**
 * The claim screen's search of the Roll of Attorneys, unclaimed entries included: 300 ms after the last keystroke,
 * at most 20 results, each saying whether it can be claimed (GET /auth/claim-search).
 */
export function useClaimSearch(term: string) {
  const [debounced] = useDebouncedValue(term.trim(), LIMITS.claimSearchDebounceMs);
  return useQuery({
    queryKey: ['claims', 'search', debounced],
    queryFn: async ({ signal }) =>
      (await api.call(claimSearch, { query: { q: debounced, limit: LIMITS.claimSearchLimit } }, { signal })).data
        .lawyers,
    enabled: debounced.length >= 2,
    placeholderData: keepPreviousData,
  });
}

/** The roll entry a profile page's "Claim this profile" pointed at. */
export function useClaimCandidate(lawyerId: string | null) {
  return useQuery({
    queryKey: ['claims', 'candidate', lawyerId],
    queryFn: async ({ signal }) =>
      (await api.call(claimSearch, { query: { lawyerId: lawyerId! } }, { signal })).data.lawyers[0] ?? null,
    enabled: !!lawyerId,
  });
}
