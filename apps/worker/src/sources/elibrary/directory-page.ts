import { load } from 'cheerio';
import { squash } from '../common/text.ts';
import { followableUrl, sitePath } from '../common/urls.ts';
import { type IndexParseResult, type ParseContext } from '../types.ts';
import { ELIBRARY_SHELVES } from './categories.ts';
import { isElibraryHost } from './site.ts';

export interface ShelfLink {
  shelfId: number;
  label: string;
  url: string;
}

/** Every bookshelf link on a page (site map, home page menu): `/thebookshelf/{id}` with its label. */
export function findShelfLinks(html: string, pageUrl: string, baseUrl: string): ShelfLink[] {
  const $ = load(html);
  const shelves = new Map<number, ShelfLink>();
  $('a[href]').each((_, element) => {
    const url = followableUrl($(element).attr('href'), pageUrl, baseUrl, isElibraryHost);
    const match = url ? /\/thebookshelf\/(\d+)\/?$/.exec(sitePath(url, baseUrl)) : null;
    const label = squash($(element).text());
    if (!url || !match || !label) return;
    const shelfId = Number(match[1]);
    if (!shelves.has(shelfId)) shelves.set(shelfId, { shelfId, label, url });
  });
  return [...shelves.values()];
}

const KNOWN_IDS = new Set(
  Object.values(ELIBRARY_SHELVES)
    .map((shelf) => shelf.shelfId)
    .filter((id) => id !== null),
);

/**
 * The site map, read for the shelf of the category being crawled when its id is unknown (Letters of
 * Instruction, Letters of Implementation, Regional/Multilateral treaties). The label decides, but never for
 * a shelf whose id is already known to be another category's.
 */
export function parseElibraryDirectory(html: string, pageUrl: string, ctx: ParseContext): IndexParseResult<'shelf'> {
  const wanted = ELIBRARY_SHELVES[ctx.category];
  const matches = findShelfLinks(html, pageUrl, ctx.baseUrl).filter((link) => {
    if (wanted.shelfId !== null) return link.shelfId === wanted.shelfId;
    return wanted.label.test(link.label) && !KNOWN_IDS.has(link.shelfId);
  });
  return { pages: matches.map((link) => ({ url: link.url, kind: 'shelf', label: link.label })), documents: [] };
}
