import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { documentCitations } from '@batas/shared/contracts/endpoints/documents';
import { api } from '@/lib/api-client';

export interface CitationsRequest {
  slug: string;
  page: number;
  /** 'decision': only the decisions citing the document (a statute's "Decisions citing this law"). */
  citedByType?: 'decision';
}

/** GET /api/documents/{slug}/citations: what the document cites and what cites it, a page of each. */
export async function getDocumentCitations(request: CitationsRequest, signal?: AbortSignal) {
  const answer = await api.call(
    documentCitations,
    { params: { slug: request.slug }, query: { page: request.page, citedByType: request.citedByType } },
    { signal },
  );
  return answer.data;
}

export const documentCitationsQueryOptions = (request: CitationsRequest) =>
  queryOptions({
    queryKey: ['documents', 'citations', request],
    queryFn: ({ signal }) => getDocumentCitations(request, signal),
  });

/** Keeps the current page on screen while the next one loads. */
export const useDocumentCitations = (request: CitationsRequest) =>
  useQuery({ ...documentCitationsQueryOptions(request), placeholderData: keepPreviousData });
