import { decodeEntities, escapeHtml } from './entities.ts';
import { attributeValue, scanHtml } from './html-tokens.ts';

/** One paragraph, heading or table of a Gazette page, as plain text and as clean HTML. */
export interface ContentBlock {
  /** Lines joined by '\n' (a <br> or a table row); spaces tidied, entities decoded. */
  text: string;
  /** The same block in the few tags the library keeps (p, br, b, i, u, sup, sub, table): already safe. */
  html: string;
  table: boolean;
}

const SKIPPED = new Set([
  'style',
  'script',
  'iframe',
  'object',
  'noscript',
  'svg',
  'form',
  'button',
  'select',
  'textarea',
  'video',
  'audio',
  'map',
  'template',
  'head',
  'title',
]);
const VOID = new Set([
  'br',
  'hr',
  'img',
  'embed',
  'input',
  'meta',
  'link',
  'wbr',
  'col',
  'source',
  'area',
  'param',
  'track',
  'base',
]);
const BLOCK = new Set([
  'p',
  'div',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'li',
  'ul',
  'ol',
  'dl',
  'dd',
  'dt',
  'pre',
  'center',
  'section',
  'article',
  'header',
  'footer',
  'address',
  'figure',
  'figcaption',
  'main',
  'aside',
  'nav',
  'hr',
]);
const HEADING = /^h[1-6]$/;
/** '<b></b>', '<b> </b>': emphasis around nothing, left where the source closed and reopened it. */
const EMPTY_INLINE = /<(b|i|u|sup|sub)>\s?<\/\1>/g;
const INLINE: Readonly<Record<string, string>> = {
  b: 'b',
  strong: 'b',
  i: 'i',
  em: 'i',
  u: 'u',
  sup: 'sup',
  sub: 'sub',
};
// Soft hyphens, zero-width spaces and joiners, byte-order marks (an alternation: a joiner inside [] reads as a joined pair).
const INVISIBLE = /\u00ad|\u200b|\u200c|\u200d|\u2060|\ufeff/g;
const HAS_INVISIBLE = /\u00ad|\u200b|\u200c|\u200d|\u2060|\ufeff/;

/**
 * Page furniture inside the content area: the embedded PDF viewer, the 'Uploaded on' stamp, the resources box, and
 * the hidden paste buffers Word left behind (positioned 10,000 px off screen). Their whole subtree is dropped.
 */
function isFurniture(attributes: string): boolean {
  if (attributes === '') return false;
  const id = attributeValue(attributes, 'id');
  if (id === 'pdf-container' || id === 'resource' || id?.startsWith('_mcePaste')) return true;
  const classes = attributeValue(attributes, 'class');
  if (classes && /\b(?:mcePaste|publication_date|pdfbutton|sharedaddy|jp-relatedposts)\b/.test(classes)) return true;
  const style = attributeValue(attributes, 'style');
  return style !== null && /display\s*:\s*none|left\s*:\s*-\d{3,}px/i.test(style);
}

function alignOf(attributes: string): string | null {
  const align = attributeValue(attributes, 'align')?.toLowerCase();
  if (align === 'center' || align === 'right') return align;
  const style = attributeValue(attributes, 'style');
  const textAlign = style ? /text-align\s*:\s*(center|right)/i.exec(style) : null;
  return textAlign ? textAlign[1]!.toLowerCase() : null;
}

/** Leading and trailing spaces and line breaks off a block's markup (a regex anchored at the end is quadratic). */
function trimBreaks(html: string): string {
  let start = 0;
  let end = html.length;
  for (;;) {
    if (start < end && html.charCodeAt(start) === 32) start += 1;
    else if (html.startsWith('<br>', start)) start += 4;
    else break;
  }
  for (;;) {
    if (end > start && html.charCodeAt(end - 1) === 32) end -= 1;
    else if (end - 4 >= start && html.endsWith('<br>', end)) end -= 4;
    else break;
  }
  return html.slice(start, end);
}
/** Text of a page whose whitespace is already one space per run (see contentBlocks): entities and invisibles. */
function tidyText(raw: string): string {
  if (raw === ' ') return raw;
  const decoded = raw.includes('&') ? decodeEntities(raw).replace(/[\s\u00a0]+/g, ' ') : raw;
  return HAS_INVISIBLE.test(decoded) ? decoded.replace(INVISIBLE, '') : decoded;
}

interface Cell {
  text: string;
  html: string;
  span: string;
  needsBreak: boolean;
}

/**
 * Reads the content area of a Gazette page into blocks. Unlike the scraper's text (which kept only <p> elements),
 * tables, headings, list items and signature blocks are kept: a land proclamation's technical description and a
 * decree's schedules live in tables. Links become their text, images are dropped.
 */
export function contentBlocks(html: string): ContentBlock[] {
  const blocks: ContentBlock[] = [];
  let skipName: string | null = null;
  let skipDepth = 0;
  // The paragraph being read.
  let lines: string[] = [];
  let line = '';
  let inner = '';
  let align: string | null = null;
  let inline: string[] = [];
  // The table being read (nested tables flow into their cell).
  let tableDepth = 0;
  let rows: Cell[][] = [];
  let row: Cell[] | null = null;
  let cell: Cell | null = null;

  const closeInline = () => {
    const closing = inline
      .reverse()
      .map((tag) => `</${tag}>`)
      .join('');
    inline = [];
    return closing;
  };
  const flush = () => {
    if (lines.length === 0 && !/\S/.test(line)) {
      // Nothing was read since the last block boundary (most boundaries are wrappers opening and closing).
      [line, inner, align] = ['', '', null];
      inline = [];
      return;
    }
    lines.push(line);
    const text = lines
      .map((each) => each.trim())
      .filter(Boolean)
      .join('\n');
    const closed = inline.length > 0 ? inner + closeInline() : inner;
    const body = trimBreaks(
      closed.includes('></') ? closed.replace(EMPTY_INLINE, '').replace(EMPTY_INLINE, '') : closed,
    );
    if (text) blocks.push({ text, html: `<p${align ? ` align="${align}"` : ''}>${body}</p>`, table: false });
    lines = [];
    line = '';
    inner = '';
    align = null;
  };
  const finishCell = () => {
    if (cell && row) row.push(cell);
    cell = null;
  };
  const finishRow = () => {
    finishCell();
    if (row && row.length > 0) rows.push(row);
    row = null;
  };
  const finishTable = () => {
    finishRow();
    const text = rows
      .map((cells) =>
        cells
          .map((each) => each.text.trim())
          .filter(Boolean)
          .join(' '),
      )
      .filter(Boolean)
      .join('\n');
    if (text) {
      const body = rows
        .map((cells) => `<tr>${cells.map((each) => `<td${each.span}>${each.html.trim()}</td>`).join('')}</tr>`)
        .join('');
      blocks.push({ text, html: `<table><tbody>${body}</tbody></table>`, table: true });
    }
    rows = [];
  };
  const spanOf = (attributes: string) => {
    const colspan = attributeValue(attributes, 'colspan');
    const rowspan = attributeValue(attributes, 'rowspan');
    return `${colspan && /^\d+$/.test(colspan) ? ` colspan="${colspan}"` : ''}${rowspan && /^\d+$/.test(rowspan) ? ` rowspan="${rowspan}"` : ''}`;
  };

  // One pass over the whole content instead of one per text node: the source's line breaks and tabs are spaces.
  scanHtml(html.replace(/[\s\u00a0]+/g, ' '), {
    text(raw) {
      if (skipName) return;
      const text = tidyText(raw);
      if (tableDepth > 0) {
        if (!cell) return; // stray text between rows
        if (cell.needsBreak && text.trim() && cell.text.trim()) {
          cell.text += ' ';
          cell.html += '<br>';
        }
        if (text.trim()) cell.needsBreak = false;
        cell.text += text;
        cell.html += escapeHtml(text);
        return;
      }
      line += text;
      inner += escapeHtml(text);
    },
    open(name, attributes, selfClosing) {
      if (skipName) {
        if (name === skipName && !VOID.has(name) && !selfClosing) skipDepth += 1;
        return;
      }
      if (SKIPPED.has(name) || isFurniture(attributes)) {
        if (!VOID.has(name) && !selfClosing) [skipName, skipDepth] = [name, 1];
        return;
      }
      if (name === 'table') {
        if (tableDepth === 0) flush();
        tableDepth += 1;
        return;
      }
      if (tableDepth > 0) {
        if (tableDepth > 1) {
          if (cell && (name === 'td' || name === 'th' || name === 'br' || BLOCK.has(name))) cell.needsBreak = true;
          return;
        }
        if (name === 'tr') {
          finishRow();
          row = [];
        } else if (name === 'td' || name === 'th') {
          finishCell();
          row ??= [];
          cell = { text: '', html: '', span: spanOf(attributes), needsBreak: false };
        } else if (cell && (name === 'br' || BLOCK.has(name))) cell.needsBreak = true;
        else if (cell && INLINE[name]) cell.html += `<${INLINE[name]}>`;
        return;
      }
      if (name === 'br') {
        lines.push(line);
        line = '';
        inner += '<br>';
      } else if (BLOCK.has(name)) {
        flush();
        align = alignOf(attributes);
        if (HEADING.test(name)) {
          inner += '<b>';
          inline.push('b');
        }
      } else if (INLINE[name] && !selfClosing) {
        inner += `<${INLINE[name]}>`;
        inline.push(INLINE[name]!);
      }
    },
    close(name) {
      if (skipName) {
        if (name === skipName) skipDepth -= 1;
        if (skipDepth === 0) skipName = null;
        return;
      }
      if (name === 'table') {
        if (tableDepth === 1) finishTable();
        tableDepth = Math.max(0, tableDepth - 1);
        return;
      }
      if (tableDepth > 0) {
        if (tableDepth > 1) return;
        if (name === 'td' || name === 'th') finishCell();
        else if (name === 'tr') finishRow();
        else if (cell && BLOCK.has(name)) cell.needsBreak = true;
        else if (cell && INLINE[name]) cell.html += `</${INLINE[name]}>`;
        return;
      }
      if (BLOCK.has(name)) flush();
      else if (INLINE[name]) {
        const at = inline.lastIndexOf(INLINE[name]!);
        if (at >= 0) {
          inner += inline
            .splice(at)
            .reverse()
            .map((tag) => `</${tag}>`)
            .join('');
        }
      }
    },
  });
  if (tableDepth > 0) finishTable();
  flush();
  return blocks;
}
