import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CandidateChoice, MissingCitation, Resolved } from '@batas/shared/contracts/document-resolve';
import { resolveDocument as resolveRoute } from '@batas/shared/contracts/endpoints/document-resolve';
import { api, isApiError } from '@/lib/api-client';

export type { CandidateChoice, MissingCitation, ViewerDocument } from '@batas/shared/contracts/document-resolve';

/** Every answer of GET /api/documents/resolve/{citation}, as the viewer's states. */
export type Resolution =
  | ({ state: 'found' } & Resolved)
  /** 'several': more than one document fits; 'date': the number is in the library, under other dates. */
  | ({ state: 'choose' } & CandidateChoice)
  | { state: 'not-found'; reason: string | null; citation: MissingCitation | null };

/** Thrown for failures, with the viewer's wording. */
export class ViewerLoadError extends Error {}

/**
 * One request does the whole lookup (slug, citation with the one-day tolerance, title, doc-id, words). Its 300
 * (the candidates), 404 (the missing citation) and 400 answers are states of the viewer, not failures.
 */
export async function resolveDocument(citation: string, signal?: AbortSignal): Promise<Resolution> {
  let answer;
  try {
    answer = await api.answer(resolveRoute, { params: { citation } }, [200, 300, 400, 404], { signal });
  } catch (error) {
    if (signal?.aborted || !isApiError(error)) throw error;
    throw new ViewerLoadError(error.status === 0 ? 'Failed to fetch document' : 'Failed to load document');
  }
  switch (answer.status) {
    case 200:
      return { state: 'found', ...answer.body.data };
    case 300:
      return { state: 'choose', ...answer.body.data };
    case 404:
      return { state: 'not-found', reason: null, citation: answer.body.data?.citation ?? null };
    case 400:
      return { state: 'not-found', reason: answer.body.message, citation: null };
  }
}

export const resolveDocumentQueryOptions = (citation: string) =>
  queryOptions({
    queryKey: ['documents', 'resolve', citation],
    queryFn: ({ signal }) => resolveDocument(citation, signal),
    staleTime: 5 * 60_000,
    retry: 1,
  });

export const useResolvedDocument = (citation: string) => useQuery(resolveDocumentQueryOptions(citation));
