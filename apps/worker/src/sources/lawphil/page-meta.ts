import { type CheerioAPI } from 'cheerio';
import { squash } from '../common/text.ts';

/** `<meta name="subject">` (attribute names and values vary in case across page generations). */
export function metaSubject($: CheerioAPI): string {
  const meta = $('meta')
    .filter((_, element) => ($(element).attr('name') ?? '').toLowerCase() === 'subject')
    .first();
  return squash(meta.attr('content'));
}

export function pageTitle($: CheerioAPI): string {
  return squash($('title').first().text());
}
