import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { PageHead } from '@batas/shared/contracts/server-render';
import { pageTitle } from '@/config/site';
import { useSiteUrl } from './site-url';

export interface PageMeta {
  /** The page's own name; ' | Batas' is appended. Omit for the home page's full title. */
  title?: string;
  description?: string | null;
  /** Absolute URL of the canonical page; by default the current path (without its query) on the site's origin. */
  canonical?: string | null;
}

/** A page's head from what it says about itself: the full title, its canonical address and its WebPage data. */
export function pageHead(
  { title, description = null, canonical }: PageMeta,
  { siteUrl, pathname }: { siteUrl: string; pathname: string },
): PageHead {
  const fullTitle = pageTitle(title);
  const canonicalUrl = canonical === undefined ? `${siteUrl}${pathname}` : canonical;
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name: fullTitle,
    ...(description ? { description } : {}),
    ...(canonicalUrl ? { url: canonicalUrl } : {}),
  };
  return { title: fullTitle, description, canonical: canonicalUrl, jsonLd };
}

function upsert(selector: string, create: () => HTMLElement): HTMLElement {
  const found = document.head.querySelector<HTMLElement>(selector);
  if (found) return found;
  const element = create();
  document.head.appendChild(element);
  return element;
}

/**
 * Keeps the document's title, meta description, canonical link and WebPage structured data on `head` as the
 * visitor moves between pages (null: leaves them alone). The server writes the first page's into the HTML; the
 * single meta description is updated in place, as React's hoisted <meta> would add a second one next to it.
 */
export function useDocumentHead(head: PageHead | null): void {
  const title = head?.title;
  const description = head?.description;
  const canonicalUrl = head?.canonical;
  const json = head ? JSON.stringify(head.jsonLd) : null;

  useEffect(() => {
    if (title) document.title = title;
  }, [title]);

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
    if (json === null) return;
    const script = upsert('script#page-json-ld', () =>
      Object.assign(document.createElement('script'), { id: 'page-json-ld', type: 'application/ld+json' }),
    );
    script.textContent = json;
  }, [json]);
}

/**
 * The head of a page the browser alone renders (accounts, the back-office). Pages the server renders declare
 * theirs on their route instead (app/route-head.tsx), so that the server can write it without rendering.
 */
export function usePageMeta(meta: PageMeta): void {
  const siteUrl = useSiteUrl();
  const { pathname } = useLocation();
  useDocumentHead(pageHead(meta, { siteUrl, pathname }));
}
