import { useParams, useSearchParams } from 'react-router';
import {
  ViewerLoadError,
  resolveDocumentQueryOptions,
  useResolvedDocument,
} from '@/features/document-viewer/api/resolve-document';
import type { PageLoader } from '@/app/route-data';
import { documentRelationsQueryOptions } from '@/features/document-viewer/api/get-document-relations';
import { DocumentCandidates } from '@/features/document-viewer/components/document-candidates';
import { DocumentViewer } from '@/features/document-viewer/components/document-viewer';
import { NotInLibrary } from '@/features/document-viewer/components/not-in-library';
import { ViewerError, ViewerLoading, ViewerNotFound } from '@/features/document-viewer/components/viewer-states';
import { useCanonicalUrl } from '@/features/document-viewer/hooks/use-canonical-url';
import { FollowDocumentButton } from '@/features/alerts/components/follow-document-button';
import { SaveDocumentButton } from '@/features/research-folders/components/save-document-button';

export const loader: PageLoader = async ({ params }, { load, queryClient }) => {
  const options = resolveDocumentQueryOptions(params.slug ?? '');
  await load(options);
  const resolved = queryClient.getQueryData(options.queryKey);
  // The law's status line is part of the page the server sends.
  if (resolved?.state === 'found') await load(documentRelationsQueryOptions(resolved.document.slug));
  // Nothing to show under this address (a made-up slug, or a citation the library lacks): status 404.
  return resolved?.state === 'not-found' ? { status: 404 } : null;
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
  if (error)
    return <ViewerError message={error instanceof ViewerLoadError ? error.message : 'Failed to load document'} />;
  if (data.state === 'not-found')
    return data.citation ? <NotInLibrary citation={data.citation} /> : <ViewerNotFound reason={data.reason} />;
  if (data.state === 'choose')
    return <DocumentCandidates asked={data.asked} candidates={data.candidates} because={data.because} />;
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
