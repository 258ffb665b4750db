import { useIntersection } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { LoadError } from '@/components/ui/load-error';
import { useDeferredComponent } from '@/hooks/use-deferred-component';
import classes from './document-viewer.module.css';

// The panels sit under the whole text of a decision or a law. Their code (paged lists, skeletons: about 6 KB
// gzipped) and their requests wait until the reader comes within a screen or so of them: most readers of a long
// text never scroll that far, and a phone then has less to download and run before the page answers a tap.
const loadCitationPanels = () => import('./citation-panels');

// How near the panels' place must come into view before they load: about a phone screen ahead of the reader.
const AHEAD = { rootMargin: '800px 0px' };

/**
 * True from a keyboard user's first Tab: they get the panels then, so that tabbing through a text with no links does
 * not pass the panels' place before they exist (it would land in the footer, under panels that then appear behind
 * it). Listens only until then.
 */
function useFirstTab(): boolean {
  const [tabbed, setTabbed] = useState(false);
  useEffect(() => {
    if (tabbed) return;
    const listener = (event: KeyboardEvent) => {
      if (event.key === 'Tab') setTabbed(true);
    };
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, [tabbed]);
  return tabbed;
}

/**
 * The citator's place under the document, rendered empty on the server and while hydrating (the panels' data is
 * fetched by the browser in any case); the panels mount once the place nears the viewport or the reader tabs, and
 * stay. A failed fetch of their code says so, with Try again, instead of failing the page.
 */
export function DeferredCitationPanels({ slug, documentType }: { slug: string; documentType: string }) {
  const { ref, entry } = useIntersection<HTMLDivElement>(AHEAD);
  const [seen, setSeen] = useState(false);
  if (!seen && entry?.isIntersecting) setSeen(true);
  const wanted = useFirstTab() || seen;
  const { Component: CitationPanels, failed, retry } = useDeferredComponent(loadCitationPanels, wanted);
  return (
    // Once the panels are wanted the place is no longer watched.
    // id 'history': the status line's 'and N more' leads here, and coming near loads the History with the panels.
    <div
      ref={wanted ? undefined : ref}
      id="history"
      className={`no-print ${classes.citationsPlace}`}
      data-testid="citator"
    >
      {CitationPanels && <CitationPanels slug={slug} documentType={documentType} />}
      {failed && <LoadError message="Failed to load citations" onRetry={retry} />}
    </div>
  );
}
