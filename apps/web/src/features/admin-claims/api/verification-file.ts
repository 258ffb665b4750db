import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { env } from '@/config/env';

/**
 * A verification image shown in the review dialog (an <img> runs no script). It is readable only in a reviewer's
 * back-office session, so it is fetched with that session's cookie and shown from a blob URL, which is released
 * when the dialog closes. Opening a file in its own tab goes through open-verification-file.ts.
 */
export function useVerificationFile(url: string | undefined) {
  const query = useQuery({
    queryKey: ['admin', 'verification-file', url],
    queryFn: async ({ signal }) => {
      const response = await fetch(`${env.apiUrl}${url!.replace(/^\/api/, '')}`, {
        headers: { 'X-Batas-Session': 'admin' },
        credentials: 'include',
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
