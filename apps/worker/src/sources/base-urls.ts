import { type SourceId } from './types.ts';

export const DEFAULT_BASE_URLS: Readonly<Record<SourceId, string>> = {
  lawphil: 'https://lawphil.net',
  elibrary: 'https://elibrary.judiciary.gov.ph',
};

const ENV_NAMES: Readonly<Record<SourceId, string>> = {
  lawphil: 'LAWPHIL_BASE_URL',
  elibrary: 'ELIBRARY_BASE_URL',
};

/**
 * The site roots to crawl: the real sites unless LAWPHIL_BASE_URL / ELIBRARY_BASE_URL point elsewhere (a local
 * copy for tests). A root may carry a path prefix ('http://127.0.0.1:4010/lawphil'); trailing slashes are dropped.
 */
export function sourceBaseUrls(env: Record<string, string | undefined> = process.env): Record<SourceId, string> {
  const result = { ...DEFAULT_BASE_URLS };
  for (const source of Object.keys(ENV_NAMES) as SourceId[]) {
    const value = env[ENV_NAMES[source]]?.trim();
    if (value) result[source] = normaliseBaseUrl(value, ENV_NAMES[source]);
  }
  return result;
}

export function normaliseBaseUrl(value: string, name = 'base URL'): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} is not a URL: ${value}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${name} must be http(s): ${value}`);
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/** An index path on a site root: siteUrl('https://lawphil.net', '/statutes/repacts/repacts.html'). */
export function siteUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}
