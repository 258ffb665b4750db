import { isMostlyUpperCase } from './capitalize-word.ts';
import { toTitleCase } from './title-case.ts';

/**
 * The viewer's title: bracketed parts removed ('[ G.R. No. 123, … ]'), spaces
 * tidied, and an ALL-CAPS title re-cased with acronyms and small words kept. Mixed-case titles are left as written:
 * their casing is someone's choice, not a shout.
 */
export function cleanDocumentTitle(title: string | null | undefined): string {
  if (!title) return '';
  const tidy = title
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\[[^\]]*$/, ' ')
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.;:)])/g, '$1')
    .replace(/\(\s+/g, '(')
    .replace(/^[\s,;:\-\u2013\u2014]+|[\s,;:\-\u2013\u2014]+$/g, '')
    .trim();
  return isMostlyUpperCase(tidy) ? toTitleCase(tidy) : tidy;
}

/** The name a document goes by on cards, pages and lists: its short title when it has one, else its cleaned title. */
export function documentHeading(doc: { title: string | null | undefined; shortTitle?: string | null }): string {
  const short = doc.shortTitle?.replace(/\s+/g, ' ').trim();
  return short || cleanDocumentTitle(doc.title);
}
