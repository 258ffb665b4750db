/**
 * Article bodies are HTML written in the editor and sanitised by the API. This second, browser-side pass (an
 * allow-list over the parsed DOM) keeps a missed tag from ever running script on the public site, and fixes what
 * would break the page's accessibility: a second h1, images without alt text.
 */
const DROP = new Set([
  'SCRIPT',
  'STYLE',
  'IFRAME',
  'OBJECT',
  'EMBED',
  'FORM',
  'INPUT',
  'BUTTON',
  'TEXTAREA',
  'SELECT',
  'LINK',
  'META',
  'BASE',
  'SVG',
  'MATH',
  'TEMPLATE',
  'NOSCRIPT',
]);
const KEEP = new Set([
  'P',
  'BR',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'STRONG',
  'B',
  'EM',
  'I',
  'U',
  'S',
  'MARK',
  'SMALL',
  'SUP',
  'SUB',
  'BLOCKQUOTE',
  'UL',
  'OL',
  'LI',
  'A',
  'CODE',
  'PRE',
  'HR',
  'TABLE',
  'THEAD',
  'TBODY',
  'TFOOT',
  'TR',
  'TH',
  'TD',
  'CAPTION',
  'IMG',
  'FIGURE',
  'FIGCAPTION',
  'SPAN',
  'DIV',
]);
const ATTRIBUTES: Record<string, readonly string[]> = {
  A: ['href', 'title'],
  IMG: ['src', 'alt', 'title', 'width', 'height'],
  TH: ['colspan', 'rowspan', 'scope'],
  TD: ['colspan', 'rowspan'],
  OL: ['start'],
};
const SAFE_URL = /^(https?:|mailto:|tel:|\/(?!\/)|#)/i;

function cleanElement(element: Element): void {
  const allowed = ATTRIBUTES[element.tagName] ?? [];
  for (const attribute of [...element.attributes]) {
    const keep =
      allowed.includes(attribute.name) &&
      (!['href', 'src'].includes(attribute.name) || SAFE_URL.test(attribute.value.trim()));
    if (!keep) element.removeAttribute(attribute.name);
  }
  if (element.tagName === 'A' && /^https?:/i.test(element.getAttribute('href') ?? '')) {
    element.setAttribute('target', '_blank');
    element.setAttribute('rel', 'noopener noreferrer nofollow');
  }
  if (element.tagName === 'IMG' && !element.hasAttribute('alt')) element.setAttribute('alt', '');
}

function walk(parent: Element, document: Document): void {
  for (const child of [...parent.children]) {
    if (DROP.has(child.tagName)) {
      child.remove();
      continue;
    }
    walk(child, document);
    if (child.tagName === 'H1') {
      // The page title is the only h1.
      const heading = document.createElement('h2');
      heading.append(...child.childNodes);
      child.replaceWith(heading);
    } else if (!KEEP.has(child.tagName)) {
      child.replaceWith(...child.childNodes); // unknown wrapper: keep its text
    } else {
      cleanElement(child);
    }
  }
}

export function sanitizeArticleHtml(html: string): string {
  // DOMParser documents are inert: nothing in them loads or runs while we clean.
  const document = new DOMParser().parseFromString(html, 'text/html');
  walk(document.body, document);
  return document.body.innerHTML;
}
