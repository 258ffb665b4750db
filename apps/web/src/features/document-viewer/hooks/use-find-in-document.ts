import { useCallback, useEffect, useState, type RefObject } from 'react';
import { highlightTerms } from '../utils/highlight-terms';
import { searchTerms } from '../utils/search-terms';

const CURRENT = 'doc-hit--current';

/**
 * Renders `html` into the container and marks the words of `query`, with next/previous through the matches.
 * The container's content is set here rather than by React so marking can split text nodes freely; a new query
 * starts again from the clean HTML.
 */
export function useFindInDocument(container: RefObject<HTMLElement | null>, html: string, query: string) {
  const [marks, setMarks] = useState<HTMLElement[]>([]);
  const [current, setCurrent] = useState(0);

  useEffect(() => {
    const root = container.current;
    if (!root) return;
    root.innerHTML = html;
    const found = highlightTerms(root, searchTerms(query));
    setMarks(found);
    setCurrent(0);
  }, [container, html, query]);

  useEffect(() => {
    const mark = marks[current];
    if (!mark) return;
    mark.classList.add(CURRENT);
    mark.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    return () => mark.classList.remove(CURRENT);
  }, [marks, current]);

  const step = useCallback((delta: number) => {
    setCurrent((index) => (marks.length === 0 ? 0 : (index + delta + marks.length) % marks.length));
  }, [marks.length]);

  return { count: marks.length, current, next: () => step(1), previous: () => step(-1) };
}
