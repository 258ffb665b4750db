import { FALLBACK_DOCUMENT_TYPES } from '@batas/shared/constants/index';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { DocumentTypeCount } from '@batas/shared/contracts/documents';
import type { ApiEnvelope } from '@batas/shared/contracts/envelope';

export interface DocumentTypes {
  types: DocumentTypeCount[];
  /** True when the call failed and the four built-in types (count 0) stand in. */
  isFallback: boolean;
}

/** GET /api/documents/types. A failure is not shown to the visitor: it is logged. */
export async function getDocumentTypes(signal?: AbortSignal): Promise<DocumentTypes> {
  try {
    const answer = await api.get<ApiEnvelope<DocumentTypeCount[]>>('/documents/types', { signal });
    return { types: answer.data, isFallback: false };
  } catch (error) {
    if (signal?.aborted) throw error;
    console.warn('Could not load document types; using the built-in list.', error);
    return { types: FALLBACK_DOCUMENT_TYPES.map((type) => ({ _id: type, count: 0 })), isFallback: true };
  }
}

export const documentTypesQueryOptions = () =>
  queryOptions({
    queryKey: ['documents', 'types'],
    queryFn: ({ signal }) => getDocumentTypes(signal),
    staleTime: 5 * 60_000,
  });

export const useDocumentTypes = () => useQuery(documentTypesQueryOptions());
