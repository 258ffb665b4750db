import { useIntersection } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import classes from './document-viewer.module.css';

// The panels sit under the whole text of a decision or a law. Their code (paged lists, skeletons: about 6 KB
// gzipped) and their requests wait until the reader comes within a screen or so of them: most readers of a long
// text never scroll that far, and a phone then has less to download and run before the page answers a tap.
const CitationPanels = lazy(() => import('./citation-panels'));

// How near the panels' place must come into view before they load: about a phone screen ahead of the reader.
const AHEAD = { rootMargin: '800px 0px' };

/**
 * The citator's place under the document, rendered empty on the server and while hydrating (the panels' data is
 * fetched by the browser in any case); the panels mount once the place nears the viewport, and stay.
 */
export function DeferredCitationPanels({ slug, documentType }: { slug: string; documentType: string }) {
  const { ref, entry } = useIntersection<HTMLDivElement>(AHEAD);
  const [near, setNear] = useState(false);
  if (!near && entry?.isIntersecting) setNear(true);
  return (
    <div ref={ref} className={`no-print ${classes.citationsPlace}`} data-testid="citator">
      {near && (
        <Suspense fallback={null}>
          <CitationPanels slug={slug} documentType={documentType} />
        </Suspense>
      )}
    </div>
  );
}
