import { sanitizeLegalHtml } from './sanitize-legal-html.ts';

export interface HtmlToPlainTextOptions {
  /** Skip the sanitising pass when the input already is sanitizeLegalHtml output (saves a parse). */
  alreadySanitized?: boolean;
  /** Drop the source sites' footer lines (default true): they are not part of the legal text. */
  removeSourceFooters?: boolean;
}

/**
 * The source sites' own lines around a text, each matched against one whole (trimmed) line: the footers they append
 * to every page, the Supreme Court E-Library's printer-friendly header ('E-Library - Information At Your Fingertips:
 * Printer Friendly 406 Phil. 477'; the report page is kept with the document's report citations), and its caption
 * glued to the letter-spaced header ('… RESPONDENT.D E C I S I O N'), which the page prints again on its own lines
 * right after. The one list every reader of a text uses: the write path (removeSourceChrome), the importers and
 * library readers, and the viewer for rows stored before a rule was added.
 */
export const SOURCE_FOOTER_LINES: readonly RegExp[] = [
  /^The Lawphil Project\s*-\s*Arellano Law Foundation(, Inc\.?)?$/i,
  /^Source:\s*Supreme Court E-Library$/i,
  /^This page was dynamically generated$/i,
  /^by the E-Library Content Management System \(E-LibCMS\)$/i,
  /^View printer friendly version$/i,
  /^E-Library\s*-\s*Information At Your Fingertips\b/i,
  // A letter that touches the spaced header: a header on a line of its own never has one.
  /^.*\S(?:D E C I S I O N|R E S O L U T I O N)$/,
];

const isChromeLine = (line: string) => SOURCE_FOOTER_LINES.some((pattern) => pattern.test(line.trim()));

/** A plain text without the source sites' chrome lines (SOURCE_FOOTER_LINES); every other line kept as it was. */
export function removeSourceChrome(text: string): string {
  return text
    .split('\n')
    .filter((line) => !isChromeLine(line))
    .join('\n');
}

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
  const kept = options.removeSourceFooters === false ? lines : lines.filter((line) => !isChromeLine(line));
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
