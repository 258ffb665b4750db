import { useEffect, useMemo, useState, type RefObject } from 'react';
import { useDeferredModule } from '@/hooks/use-deferred-component';
import { useHydrated } from '@/hooks/use-hydrated';

const CURRENT = 'doc-hit--current';
// Most readers never search inside a text: the marker's code comes with the first words to mark.
const loadHighlighter = () => import('../utils/highlight-terms');

/**
 * The body's HTML with `terms` marked (`query` names the search they come from), and next/previous through the matches. Marking works on a
 * detached copy, so React renders the result like any other HTML string; only the current-match class and the
 * scrolling touch the live DOM.
 */
export function useFindInDocument(
  container: RefObject<HTMLElement | null>,
  html: string,
  query: string,
  terms: readonly string[],
) {
  // Marks need the DOM: the server and the hydrating render show the plain body, then the hits appear.
  const hydrated = useHydrated();
  const wanted = hydrated && terms.length > 0;
  // Not loaded (offline): the text stays unmarked and the find bar counts nothing.
  const marker = useDeferredModule(loadHighlighter, wanted).module;
  const highlighted = useMemo(
    () => (wanted && marker ? marker.highlightHtml(html, terms) : { html, count: 0 }),
    // The terms follow from the query: a new array each render must not mark the body again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [wanted, marker, html, query],
  );
  // The position belongs to one query: typing a new one starts again at the first match.
  const [position, setPosition] = useState({ query, index: 0 });
  const current = position.query === query ? position.index : 0;
  const count = highlighted.count;

  useEffect(() => {
    const mark = container.current?.querySelector(`mark[data-hit="${current}"]`);
    if (!mark) return;
    mark.classList.add(CURRENT);
    mark.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    return () => mark.classList.remove(CURRENT);
  }, [container, highlighted, current]);

  const step = (delta: number) => setPosition({ query, index: count === 0 ? 0 : (current + delta + count) % count });
  return { html: highlighted.html, count, current, next: () => step(1), previous: () => step(-1) };
}
