import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { resolveDocumentQueryOptions, type Resolution } from '../api/resolve-document';

/**
 * Puts /law-library/{canonical slug} in the address bar when the visitor came by another form (lower case,
 * pasted citation, L-less number), replacing the history entry. The answer is
 * stored under the new address first, so the change of URL does not ask the server again.
 */
export function useCanonicalUrl(requested: string, resolution: Resolution | undefined): void {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (resolution?.state !== 'found' || resolution.canonicalSlug === requested) return;
    queryClient.setQueryData(resolveDocumentQueryOptions(resolution.canonicalSlug).queryKey, resolution);
    void navigate(`${paths.document.getHref(resolution.canonicalSlug)}${location.search}${location.hash}`, {
      replace: true,
    });
  }, [requested, resolution, navigate, location.search, location.hash, queryClient]);
}
