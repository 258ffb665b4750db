import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  CandidateChoice,
  MissingCitation,
  Resolved,
  candidatesResponse,
  notFoundResponse,
  resolveResponse,
} from '@batas/shared/contracts/document-resolve';
import type { z } from 'zod';
import { env } from '@/config/env';
import { apiFetch } from '@/lib/api-client';

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
 * One request does the whole lookup (slug, citation with the one-day tolerance, title, doc-id, words). fetch is
 * used directly because the 300 answer carries data (the candidates) that the shared client treats as a failure.
 */
export async function resolveDocument(citation: string, signal?: AbortSignal): Promise<Resolution> {
  let response: Response;
  try {
    response = await apiFetch(`${env.apiUrl}/documents/resolve/${encodeURIComponent(citation)}`, {
      headers: { Accept: 'application/json' },
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ViewerLoadError('Failed to fetch document');
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.status === 200 && body) return { state: 'found', ...(body as z.infer<typeof resolveResponse>).data };
  if (response.status === 300 && body) return { state: 'choose', ...(body as z.infer<typeof candidatesResponse>).data };
  const failure = body as z.infer<typeof notFoundResponse> | null;
  if (response.status === 404) return { state: 'not-found', reason: null, citation: failure?.data?.citation ?? null };
  if (response.status === 400) return { state: 'not-found', reason: failure?.message ?? null, citation: null };
  throw new ViewerLoadError('Failed to load document');
}

export const resolveDocumentQueryOptions = (citation: string) =>
  queryOptions({
    queryKey: ['documents', 'resolve', citation],
    queryFn: ({ signal }) => resolveDocument(citation, signal),
    staleTime: 5 * 60_000,
    retry: 1,
  });

export const useResolvedDocument = (citation: string) => useQuery(resolveDocumentQueryOptions(citation));
