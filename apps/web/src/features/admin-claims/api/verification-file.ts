import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { verificationFile } from '@batas/shared/contracts/endpoints/auth';
import { adminApi } from '@/lib/api-client';

/**
 * A verification image shown in the review dialog (an <img> runs no script). It is readable only in a reviewer's
 * back-office session, so it is fetched with that session's cookie and shown from a blob URL, which is released
 * when the dialog closes. Opening a file in its own tab goes through open-verification-file.ts.
 */
export function useVerificationFile(id: string | undefined) {
  const query = useQuery({
    queryKey: ['admin', 'verification-file', id],
    queryFn: async ({ signal }) => {
      const file = await adminApi.download(verificationFile, { params: { id: id! } }, { signal });
      return URL.createObjectURL(file.blob);
    },
    enabled: !!id,
    staleTime: Infinity,
    gcTime: 0,
    meta: { errorTitle: 'Could not load a verification file' },
  });
  const blobUrl = query.data;
  useEffect(() => () => (blobUrl ? URL.revokeObjectURL(blobUrl) : undefined), [blobUrl]);
  return query;
}
