import { sanitizeLegalHtml } from '../html/sanitize-legal-html.ts';
import type { BodyGenre } from './body-structure.ts';
import { separateDivisionLines } from './law-blocks.ts';
import { isSourceFooter } from './line-kinds.ts';

/**
 * The blocks (paragraphs) a body is read in, the same for the viewer that renders it and the search index that
 * stores its provisions, so that an anchor the index names is one the page has.
 */

/** A plain-text body: paragraphs at blank lines, the source sites' footer lines dropped. */
export function plainTextBlocks(text: string, genre: BodyGenre): string[] {
  const blocks = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .filter((line) => !isSourceFooter(line))
    .join('\n')
    .split(/\n\s*\n+/)
    .map((block) => block.trim())
    .filter(Boolean);
  return genre === 'law' ? separateDivisionLines(blocks) : blocks;
}

// A block whose whole text is one line, possibly wrapped in inline emphasis: '<p><b>DECISION</b></p>'.
// sanitizeLegalHtml's output is regular (lower-case tags, quoted attributes), which keeps this pattern simple.
export const SIMPLE_BLOCK =
  /<(p|div|h[1-6])((?: [^>]*)?)>((?:<(?:b|strong|u|i|em|span)(?: [^>]*)?>)*)([^<]{1,200})((?:<\/(?:b|strong|u|i|em|span)>)*)<\/\1>/g;

export function decodeEntities(text: string): string {
  return text.replace(/&nbsp;/g, ' ').replace(/&amp;/g, '&');
}

/** Text between tags that is a source footer line is removed; the emptied elements go in the final sanitise. */
function removeFooters(html: string): string {
  return html.replace(/>([^<]+)</g, (match, text: string) => (isSourceFooter(decodeEntities(text)) ? '><' : match));
}

/** Stored HTML, sanitised with its footer lines removed, and the text of its one-line blocks. */
export function htmlBodyBlocks(html: string): { clean: string; blocks: string[] } {
  const clean = sanitizeLegalHtml(removeFooters(sanitizeLegalHtml(html)));
  const blocks = [...clean.matchAll(SIMPLE_BLOCK)].map((match) => decodeEntities(match[4]!).trim());
  return { clean, blocks };
}
