import type { PageMeta } from '@/lib/page-meta';
import { paths } from '@/config/paths';
import { metaDescription, stripHtml } from '@/utils/text';
import type { Resolution, ViewerDocument } from '../api/resolve-document';

// The meta description is cut at 300 characters.
const META_DESCRIPTION_LENGTH = 300;

// The description reads the whole text when there is no summary (stripping the HTML of a long statute takes
// milliseconds): worked out once per loaded document, for the route's head and the viewer's structured data alike.
const descriptions = new WeakMap<ViewerDocument, string | null>();

function describe(document: ViewerDocument): string | null {
  if (!descriptions.has(document))
    descriptions.set(
      document,
      metaDescription(
        document.summary || document.content || stripHtml(document.renderedHtml),
        META_DESCRIPTION_LENGTH,
      ),
    );
  return descriptions.get(document)!;
}

/** A loaded document's title, meta description and canonical address (also its structured data's). */
export function documentMeta(
  document: ViewerDocument,
  siteUrl: string,
): { title: string; description: string | null; canonical: string } {
  return {
    title: document.heading || 'Untitled document',
    description: describe(document),
    canonical: `${siteUrl}${paths.document.getHref(encodeURIComponent(document.slug))}`,
  };
}

/** The heading of the resolver's 300 answer: several documents, or the number under other dates only. */
export const candidatesHeading = (because: 'several' | 'date') =>
  because === 'date' ? 'No document of that date' : 'Several documents match';

/**
 * The head of each state of a document address: every state names itself in the tab (and the server's <title>),
 * not only the loaded document. `failure` is the viewer's wording of a failed lookup.
 */
export function documentPageMeta(
  resolution: { data: Resolution | undefined; failure: string | null },
  siteUrl: string,
): PageMeta {
  const { data, failure } = resolution;
  if (failure !== null) return { title: failure };
  if (!data) return { title: 'Loading document' };
  if (data.state === 'found') return documentMeta(data.document, siteUrl);
  if (data.state === 'choose') return { title: `${candidatesHeading(data.because)}: ${data.asked.citation}` };
  if (data.citation) return { title: `Not in the library: ${data.citation.text}` };
  return { title: 'Document Not Found' };
}
