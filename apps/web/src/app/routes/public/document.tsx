import { lazy, Suspense } from 'react';
import { redirect, useParams, useSearchParams } from 'react-router';
import {
  ViewerLoadError,
  resolveDocumentQueryOptions,
  useResolvedDocument,
} from '@/features/document-viewer/api/resolve-document';
import { notFound, type PageLoader } from '@/app/route-data';
import { documentRelationsQueryOptions } from '@/features/document-viewer/api/get-document-relations';
import { DocumentViewer } from '@/features/document-viewer/components/document-viewer';
import { ViewerError, ViewerLoading, ViewerNotFound } from '@/features/document-viewer/components/viewer-states';
import { useCanonicalUrl } from '@/features/document-viewer/hooks/use-canonical-url';
import { FollowDocumentButton } from '@/features/alerts/components/follow-document-button';
import { SaveDocumentButton } from '@/features/research-folders/components/save-document-button';
import { paths } from '@/config/paths';
import type { RouteHead } from '@/app/route-head';
import { documentPageMeta } from '@/features/document-viewer/utils/document-head';

// The pages for an address that names no one document: most visits open a document, so their code comes apart. The
// server renders them whole (it waits for every part), and the browser keeps that HTML until their code is in.
const NotInLibrary = lazy(() =>
  import('@/features/document-viewer/components/not-in-library').then((module) => ({ default: module.NotInLibrary })),
);
const DocumentCandidates = lazy(() =>
  import('@/features/document-viewer/components/document-candidates').then((module) => ({
    default: module.DocumentCandidates,
  })),
);

export const loader: PageLoader = async ({ params, request }, { load, queryClient }) => {
  const requested = params.slug ?? '';
  const options = resolveDocumentQueryOptions(requested);
  await load(options);
  const resolved = queryClient.getQueryData(options.queryKey);
  // Another form of a document's address (lower case, a pasted citation, the number without its L-) is answered
  // with a permanent redirect before any script runs, so that links and search engines keep one address. In the
  // browser the answer is rarely known yet; useCanonicalUrl corrects the address bar once it is.
  if (resolved?.state === 'found' && resolved.canonicalSlug !== requested) {
    throw redirect(`${paths.document.getHref(resolved.canonicalSlug)}${new URL(request.url).search}`, 301);
  }
  // The law's status line is part of the page the server sends.
  if (resolved?.state === 'found') await load(documentRelationsQueryOptions(resolved.document.slug));
  // Nothing to show under this address (a made-up slug, or a citation the library lacks): status 404.
  return resolved?.state === 'not-found' ? notFound() : null;
};

const viewerFailure = (error: Error) => (error instanceof ViewerLoadError ? error.message : 'Failed to load document');

/** The head of the state the page shows (document-head.ts), from the same answer. */
export const head: RouteHead = ({ params, queryClient, siteUrl }) => {
  const state = queryClient.getQueryState(resolveDocumentQueryOptions(params.slug ?? '').queryKey);
  return documentPageMeta({ data: state?.data, failure: state?.error ? viewerFailure(state.error) : null }, siteUrl);
};

/**
 * /law-library/{citation}: a slug, a pasted citation, a title slug or doc-{id}, resolved by the server in one
 * request. States: loading, error, not in the library (a citation the
 * library lacks), not found, several to choose (or the number under another date), loaded.
 */
export default function DocumentRoute() {
  const requested = useParams().slug ?? '';
  const [search] = useSearchParams();
  const { data, error, isPending } = useResolvedDocument(requested);
  useCanonicalUrl(requested, data);

  if (isPending) return <ViewerLoading />;
  if (error) return <ViewerError message={viewerFailure(error)} />;
  if (data.state === 'not-found' && !data.citation) return <ViewerNotFound reason={data.reason} />;
  if (data.state === 'not-found' || data.state === 'choose')
    return (
      <Suspense fallback={null}>
        {data.state === 'choose' ? (
          <DocumentCandidates asked={data.asked} candidates={data.candidates} because={data.because} />
        ) : (
          <NotInLibrary citation={data.citation!} />
        )}
      </Suspense>
    );
  const { slug, heading } = data.document;
  const title = heading || 'Untitled document';
  return (
    <DocumentViewer
      document={data.document}
      searchQuery={search.get('q') ?? ''}
      actions={
        <>
          <SaveDocumentButton slug={slug} heading={title} showSaved />
          <FollowDocumentButton slug={slug} heading={title} />
        </>
      }
    />
  );
}
