import { type CheerioAPI } from 'cheerio';
import { type DomNode, type Selection, nodeText } from './dom.ts';
import { squash } from './text.ts';
import { htmlToPlainText, sanitizeLegalHtml } from '@batas/shared/html';
import { type HostTest, followableUrl } from './urls.ts';

export interface CleanContent {
  htmlContent: string;
  content: string;
}

/**
 * Final step of every document parser: links and images made absolute (so the stored HTML works outside the
 * source site), then the allow-list sanitiser and the plain-text rendering. In-page links (#fnt1) stay.
 */
export function finishContent(
  $: CheerioAPI,
  root: Selection,
  pageUrl: string,
  baseUrl: string,
  isSiteHost: HostTest,
): CleanContent {
  root.find('a[href]').each((_, element) => {
    const link = $(element);
    const href = link.attr('href') ?? '';
    if (href.trim().startsWith('#')) return;
    const absolute = followableUrl(href, pageUrl, baseUrl, isSiteHost);
    if (absolute) link.attr('href', absolute);
    else link.removeAttr('href');
  });
  root.find('img').each((_, element) => {
    const image = $(element);
    const absolute = followableUrl(image.attr('src'), pageUrl, baseUrl, isSiteHost);
    if (absolute) image.attr('src', absolute);
    else image.remove();
  });
  const htmlContent = sanitizeLegalHtml(root.html() ?? '');
  return { htmlContent, content: htmlToPlainText(htmlContent, { alreadySanitized: true }) };
}

/** Text of an element with <br> read as a space (cheerio's .text() glues 'Manila<br>SECOND' together). */
export function blockText(element: DomNode): string {
  return squash(nodeText(element));
}
