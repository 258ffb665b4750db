import { createHash } from 'node:crypto';

// What differs between two renders of the same content: when the query cache fetched each piece of the page's data
// and when it was serialised (clock readings), and a document's view count, which each visit advances and which
// only the page's data carries (no page shows it).
const PER_RENDER = /"(?:dehydratedAt|dataUpdatedAt|errorUpdatedAt|viewCount)":\d+/g;

/**
 * A rendered page's ETag, taken from the page without what differs on every render, so that a page whose content
 * has not changed answers 304 to a browser revalidating its copy (a tag of the whole page would never match twice).
 * That browser then hydrates its copy's older times, and the query cache refreshes what has gone stale since, as it
 * would for data fetched then.
 */
export function pageEtag(html: string): string {
  return `W/"${createHash('sha1').update(html.replace(PER_RENDER, '')).digest('base64')}"`;
}
