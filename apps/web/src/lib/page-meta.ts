import { useEffect } from 'react';
import { pageTitle } from '@/config/site';

interface PageMeta {
  /** The page's own name; ' | Batas' is appended. Omit for the home page's full title. */
  title?: string;
  description?: string | null;
  /** Absolute URL of the canonical page; the link is removed again when the page unmounts. */
  canonical?: string | null;
}

function upsert(selector: string, create: () => HTMLElement): HTMLElement {
  const found = document.head.querySelector<HTMLElement>(selector);
  if (found) return found;
  const element = create();
  document.head.appendChild(element);
  return element;
}

/**
 * Sets the document title, meta description and canonical link. The single meta description of index.html is
 * updated in place (React's hoisted <meta> would add a second one next to it).
 */
export function usePageMeta({ title, description, canonical }: PageMeta): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);

  useEffect(() => {
    if (!description) return;
    const meta = upsert('meta[name="description"]', () =>
      Object.assign(document.createElement('meta'), { name: 'description' }),
    );
    meta.setAttribute('content', description);
  }, [description]);

  useEffect(() => {
    if (!canonical) return;
    const link = upsert('link[rel="canonical"]', () =>
      Object.assign(document.createElement('link'), { rel: 'canonical' }),
    );
    link.setAttribute('href', canonical);
    return () => link.remove();
  }, [canonical]);
}
