import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '@mantine/hooks';
import { LIMITS } from '@batas/shared/constants/index';
import { api } from '@/lib/api-client';
import type { LawyerList } from '@batas/shared/contracts/lawyers';

/**
 * The claim screen's search of verified lawyers: 300 ms after the last keystroke, at most 20 results
 *.
 */
export function useClaimSearch(term: string) {
  const [debounced] = useDebouncedValue(term.trim(), LIMITS.claimSearchDebounceMs);
  return useQuery({
    queryKey: ['claims', 'lawyer-search', debounced],
    queryFn: async ({ signal }) =>
      (
        await api.get<{ data: LawyerList }>('/lawyers', {
          query: { search: debounced, limit: LIMITS.claimSearchLimit, status: 'verified' },
          signal,
        })
      ).data,
    enabled: debounced.length >= 2,
    placeholderData: keepPreviousData,
  });
}
