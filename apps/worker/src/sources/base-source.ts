import { decodePage } from './common/decode-page.ts';
import { FetchError } from '../fetch/fetch-error.ts';
import { PoliteFetcher, type PoliteFetcherOptions } from '../fetch/polite-fetcher.ts';

/** A fetched page that passed the sanity checks, decoded to text. */
export interface SourcePage {
  url: string;
  html: string;
}

export class PageRejectedError extends Error {
  constructor(
    readonly url: string,
    reason: string,
  ) {
    super(`${url}: ${reason}`);
    this.name = 'PageRejectedError';
  }
}

/**
 * What every source module fetches through (fetching, politeness, sanity checks):
 * the polite fetcher, then decoding by the page's own rules, then checks that the answer is an HTML page we
 * can trust. A page that fails them is rejected rather than parsed into a half-empty document.
 */
export class BaseSource {
  readonly fetcher: PoliteFetcher;

  constructor(options: PoliteFetcherOptions) {
    this.fetcher = new PoliteFetcher(options);
  }

  async getPage(url: string, signal?: AbortSignal): Promise<SourcePage> {
    const page = await this.fetcher.fetch(url, signal);
    return { url, html: checkedHtml(url, page.bytes, page.contentType) };
  }
}

const HTML_TYPES = /^(text\/html|application\/xhtml\+xml|text\/plain|application\/octet-stream)\b/i;

export function checkedHtml(url: string, bytes: Uint8Array, contentType: string | undefined): string {
  if (bytes.byteLength === 0) throw new PageRejectedError(url, 'empty answer');
  if (contentType && !HTML_TYPES.test(contentType.trim()))
    throw new PageRejectedError(url, `not an HTML page (${contentType})`);
  const html = decodePage(bytes, contentType);
  // NULs mean UTF-16 or binary read as a single-byte encoding; many U+FFFD mean bytes that fit no encoding we know.
  if (html.includes('\u0000'))
    throw new PageRejectedError(url, 'undecodable page (binary or UTF-16 without a byte-order mark)');
  const replaced = html.split('\uFFFD').length - 1;
  if (replaced > 20 && replaced / html.length > 0.005)
    throw new PageRejectedError(url, `undecodable page (${replaced} unreadable characters)`);
  if (!/<(html|body|table|div|p|a|center|blockquote)\b/i.test(html))
    throw new PageRejectedError(url, 'no HTML markup in the answer');
  return html;
}

export { FetchError };
