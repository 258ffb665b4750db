import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { env } from '@/config/env';
import { adminSession } from '@/lib/session-store';

/**
 * A verification file shown in the review dialog. It is readable only with a reviewer's token, so it is fetched
 * with the bearer header and shown from a blob URL, which is released when the dialog closes.
 */
export function useVerificationFile(url: string | undefined) {
  const query = useQuery({
    queryKey: ['admin', 'verification-file', url],
    queryFn: async ({ signal }) => {
      const response = await fetch(`${env.apiUrl}${url!.replace(/^\/api/, '')}`, {
        headers: { Authorization: `Bearer ${adminSession.readToken() ?? ''}` },
        signal,
      });
      if (!response.ok) throw new Error(`The file could not be loaded (HTTP ${response.status})`);
      return URL.createObjectURL(await response.blob());
    },
    enabled: !!url,
    staleTime: Infinity,
    gcTime: 0,
    meta: { errorTitle: 'Could not load a verification file' },
  });
  const blobUrl = query.data;
  useEffect(() => () => (blobUrl ? URL.revokeObjectURL(blobUrl) : undefined), [blobUrl]);
  return query;
}
