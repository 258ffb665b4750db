import { queryOptions, useQuery } from '@tanstack/react-query';
import { env } from '@/config/env';

/** The viewer's document: the stored fields plus the server-rendered body (sanitised, cleaned, citations linked). */
export interface ViewerDocument {
  _id: string;
  id: string;
  slug: string;
  title: string;
  documentType: string;
  court: string | null;
  courtLevel: string | null;
  citation: string | null;
  grNumber: string | null;
  caseNumber: string | null;
  dateDecided: string | null;
  dateEnacted: string | null;
  ponente: string | null;
  summary: string | null;
  content: string | null;
  renderedHtml: string;
  /** Who published it ('LawPhil', 'Official Gazette', …) and the page it came from, when known. */
  sourceName: string | null;
  sourceUrl: string | null;
  /** Generated for the demo: the viewer says so. */
  isSample: boolean;
  citedByCount: number;
}

export interface DocumentCandidate {
  title: string;
  citation: string | null;
  date: string | null;
  slug: string;
  documentType: string;
}

/** A citation the reader asked for that the library lacks, and the number to search the library for. */
export interface MissingCitation {
  text: string;
  searchNumber: string;
}

/** Every answer of GET /api/documents/resolve/{citation}, as the viewer's states. */
export type Resolution =
  | { state: 'found'; document: ViewerDocument; canonicalSlug: string; matchedBy: string }
  /** 'several': more than one document fits; 'date': the number is in the library, under other dates. */
  | { state: 'choose'; candidates: DocumentCandidate[]; because: 'several' | 'date' }
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
    response = await fetch(`${env.apiUrl}/documents/resolve/${encodeURIComponent(citation)}`, {
      headers: { Accept: 'application/json' },
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ViewerLoadError('Failed to fetch document');
  }
  const body = (await response.json().catch(() => null)) as { data?: Record<string, unknown>; message?: string } | null;
  if (response.status === 200 && body?.data)
    return { state: 'found', ...(body.data as Omit<Extract<Resolution, { state: 'found' }>, 'state'>) };
  if (response.status === 300 && body?.data) {
    const because = body.data.because === 'date' ? 'date' : 'several';
    return { state: 'choose', candidates: body.data.candidates as DocumentCandidate[], because };
  }
  if (response.status === 404) {
    const citation = (body?.data?.citation as MissingCitation | null | undefined) ?? null;
    return { state: 'not-found', reason: null, citation };
  }
  if (response.status === 400) return { state: 'not-found', reason: body?.message ?? null, citation: null };
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
