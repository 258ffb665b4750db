import { sanitizeLegalHtml } from '@batas/shared/html/index';
import { classifyLine, isSourceFooter } from './line-kinds.ts';

// A block whose whole text is one line, possibly wrapped in inline emphasis: '<p><b>DECISION</b></p>'.
// sanitizeLegalHtml's output is regular (lower-case tags, quoted attributes), which keeps this pattern simple.
const SIMPLE_BLOCK =
  /<(p|div|h[1-6])((?: [^>]*)?)>((?:<(?:b|strong|u|i|em|span)(?: [^>]*)?>)*)([^<]{1,200})((?:<\/(?:b|strong|u|i|em|span)>)*)<\/\1>/g;

/** Text between tags that is a source footer line is removed; the emptied elements go in the final sanitise. */
function removeFooters(html: string): string {
  return html.replace(/>([^<]+)</g, (match, text: string) => (isSourceFooter(decode(text)) ? '><' : match));
}

function decode(text: string): string {
  return text.replace(/&nbsp;/g, ' ').replace(/&amp;/g, '&');
}

/**
 * Untrusted stored HTML as viewer HTML: sanitised again on the way out (the write path sanitises too, but rows
 * can come from older importers or direct SQL), footer lines removed, and the special lines classed like the
 * plain-text formatter does. Classes are added after sanitising because the allow-list drops every class.
 */
export function formatHtmlBody(html: string): string {
  const clean = sanitizeLegalHtml(removeFooters(sanitizeLegalHtml(html)));
  return clean.replace(
    SIMPLE_BLOCK,
    (match, tag: string, attributes: string, open: string, text: string, close: string) => {
      const kind = classifyLine(decode(text));
      return kind ? `<${tag}${attributes} class="doc-${kind}">${open}${text}${close}</${tag}>` : match;
    },
  );
}
