import { sanitizeLegalHtml } from './sanitize-legal-html.ts';

export interface HtmlToPlainTextOptions {
  /** Skip the sanitising pass when the input already is sanitizeLegalHtml output (saves a parse). */
  alreadySanitized?: boolean;
  /** Drop the source sites' footer lines (default true): they are not part of the legal text. */
  removeSourceFooters?: boolean;
}

/** Footer lines the source sites append to every page (the viewer removes them). */
export const SOURCE_FOOTER_LINES: readonly RegExp[] = [
  /^The Lawphil Project\s*-\s*Arellano Law Foundation(, Inc\.?)?$/i,
  /^Source:\s*Supreme Court E-Library$/i,
  /^This page was dynamically generated$/i,
  /^by the E-Library Content Management System \(E-LibCMS\)$/i,
  /^View printer friendly version$/i,
];

const PARAGRAPH_TAGS = 'p|div|h[1-6]|blockquote|table|ul|ol|dl|pre|caption';
const LINE_TAGS = 'li|tr|dt|dd';

/**
 * Readable plain text of (untrusted) HTML: one paragraph per block separated by a blank line, one line per
 * <br>, list item and table row, cells separated by spaces, whitespace tidied, entities decoded, no markup.
 * Works on sanitised output, whose markup is regular (lower-case tags, every element closed, text escaped),
 * which is what makes the tag rewriting below safe.
 */
export function htmlToPlainText(html: string, options: HtmlToPlainTextOptions = {}): string {
  const safe = options.alreadySanitized ? html : sanitizeLegalHtml(html, { allowStyleElements: false });
  const text = safe
    .replace(/<style>[\s\S]*?<\/style>/g, '')
    // Source line breaks are just spaces in HTML; only markup decides where lines end.
    .replace(/[\t\n\r\f ]+/g, ' ')
    .replace(/<br \/>/g, '\n')
    .replace(/<hr \/>/g, '\n\n')
    .replace(new RegExp(`</?(?:${PARAGRAPH_TAGS})(?: [^>]*)?>`, 'g'), '\n\n')
    // Sanitised markup closes every element, so the closing tag alone ends a line item or a row.
    .replace(new RegExp(`</(?:${LINE_TAGS})>`, 'g'), '\n')
    .replace(/<\/t[dh]>/g, ' ')
    .replace(/<[^>]*>/g, '');
  const lines = decodeBasicEntities(text)
    .replace(/\u200b|\u200c|\u200d|\u2060|\ufeff|\u00ad/g, '') // invisible joiners and soft hyphens
    .split('\n')
    .map((line) => line.replace(/[\s\u00a0]+/g, ' ').trim());
  const kept =
    options.removeSourceFooters === false
      ? lines
      : lines.filter((line) => !SOURCE_FOOTER_LINES.some((pattern) => pattern.test(line)));
  return kept
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

// sanitize-html decodes every entity while parsing and re-escapes only these when writing text.
function decodeBasicEntities(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#0*39;/g, "'")
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&amp;/g, '&');
}
