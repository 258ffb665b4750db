import { createContext, useContext, useEffect } from 'react';
import { useLocation } from 'react-router';
import type { PageHead } from '@batas/shared/contracts/server-render';
import { pageTitle } from '@/config/site';
import { useSiteUrl } from './site-url';

interface PageMeta {
  /** The page's own name; ' | Batas' is appended. Omit for the home page's full title. */
  title?: string;
  description?: string | null;
  /** Absolute URL of the canonical page; by default the current path (without its query) on the site's origin. */
  canonical?: string | null;
}

/** Provided by the server renderer only: the page being rendered hands it its head. */
export const HeadCollectorContext = createContext<((head: PageHead) => void) | null>(null);

function upsert(selector: string, create: () => HTMLElement): HTMLElement {
  const found = document.head.querySelector<HTMLElement>(selector);
  if (found) return found;
  const element = create();
  document.head.appendChild(element);
  return element;
}

/**
 * Sets the page's title, meta description, canonical link and WebPage structured data. On the server they are
 * written into the HTML's head; in the browser they are kept up to date as the visitor moves between pages (the
 * single meta description is updated in place: React's hoisted <meta> would add a second one next to it).
 */
export function usePageMeta({ title, description = null, canonical }: PageMeta): void {
  const collectHead = useContext(HeadCollectorContext);
  const siteUrl = useSiteUrl();
  const { pathname } = useLocation();
  const fullTitle = pageTitle(title);
  const canonicalUrl = canonical === undefined ? `${siteUrl}${pathname}` : canonical;
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name: fullTitle,
    ...(description ? { description } : {}),
    ...(canonicalUrl ? { url: canonicalUrl } : {}),
  };
  // Rendering on the server: the deepest page to render (the route's own) has the last word.
  collectHead?.({ title: fullTitle, description, canonical: canonicalUrl, jsonLd });
  const json = JSON.stringify(jsonLd);

  useEffect(() => {
    document.title = fullTitle;
  }, [fullTitle]);

  useEffect(() => {
    if (!description) return;
    const meta = upsert('meta[name="description"]', () =>
      Object.assign(document.createElement('meta'), { name: 'description' }),
    );
    meta.setAttribute('content', description);
  }, [description]);

  useEffect(() => {
    if (!canonicalUrl) return;
    const link = upsert('link[rel="canonical"]', () =>
      Object.assign(document.createElement('link'), { rel: 'canonical' }),
    );
    link.setAttribute('href', canonicalUrl);
    return () => link.remove();
  }, [canonicalUrl]);

  useEffect(() => {
    const script = upsert('script#page-json-ld', () =>
      Object.assign(document.createElement('script'), { id: 'page-json-ld', type: 'application/ld+json' }),
    );
    script.textContent = json;
  }, [json]);
}
