/**
 * Links found on pages, made absolute and moved onto the configured site root. The E-Library writes absolute
 * links to its own host, and LawPhil is linked under several hosts (www., chief., http): a link to any of a
 * site's hosts is rewritten to the configured root, so a crawl of a local copy stays local and a crawl of the
 * real site uses one canonical host. The path is kept as found: nothing here builds document URLs.
 *
 * A link that still points elsewhere after that is never followed: a page is untrusted input, and a link to
 * another host (an internal service, a cloud metadata address) would make the crawler fetch it and publish
 * its text as a document. The fetcher checks the origin again on every request and redirect hop.
 */
export type HostTest = (hostname: string) => boolean;

/** Absolute URL of a followable href, or undefined for empty, in-page, javascript: and mailto: links. */
export function resolveHref(href: string | undefined | null, pageUrl: string): string | undefined {
  const value = href?.trim();
  if (!value || value.startsWith('#') || /^(javascript|mailto|tel|data):/i.test(value)) return undefined;
  try {
    const url = new URL(value, pageUrl);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    url.hash = '';
    return url.href;
  } catch {
    return undefined;
  }
}

/** Moves a URL on one of the site's hosts onto baseUrl (keeping its path); other URLs are returned unchanged. */
export function rebaseUrl(url: string, baseUrl: string, isSiteHost: HostTest): string {
  const found = new URL(url);
  const base = new URL(baseUrl);
  if (!isSiteHost(found.hostname) || found.origin === base.origin) return found.href;
  const prefix = base.pathname.replace(/\/+$/, '');
  return `${base.origin}${prefix}${found.pathname}${found.search}`;
}

/** Whether a URL is on the configured site root's origin (scheme, host and port). */
export function isOnOrigin(url: string, baseUrl: string): boolean {
  return new URL(url).origin === new URL(baseUrl).origin;
}

/**
 * resolveHref then rebaseUrl, the usual treatment of a link read from a listing; undefined unless the result is
 * on the configured root's origin.
 */
export function followableUrl(
  href: string | undefined | null,
  pageUrl: string,
  baseUrl: string,
  isSiteHost: HostTest,
): string | undefined {
  const absolute = resolveHref(href, pageUrl);
  if (!absolute) return undefined;
  const rebased = rebaseUrl(absolute, baseUrl, isSiteHost);
  return isOnOrigin(rebased, baseUrl) ? rebased : undefined;
}

/** Path of a URL relative to the site root ('/judjuris/juri2009/apr2009/apr2009.html'), for pattern checks. */
export function sitePath(url: string, baseUrl: string): string {
  const { pathname } = new URL(url);
  const prefix = new URL(baseUrl).pathname.replace(/\/+$/, '');
  return prefix && pathname.startsWith(prefix) ? pathname.slice(prefix.length) : pathname;
}
