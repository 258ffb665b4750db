import sanitizeHtml from 'sanitize-html';

/**
 * The allow-list for lawyer-written articles: what the editor (tiptap) produces and nothing that can run code,
 * restyle the page or load third-party content. Stricter than the law library's policy: no style attributes or
 * elements, no tables, no classes, and images only from our own upload routes.
 */
export const ARTICLE_IMAGE_SOURCE =
  /^\/api\/(articles\/images\/[0-9a-f-]{36}|lawyers\/[0-9a-f-]{36}\/profile-picture)(\?v=[0-9a-f]{1,64})?$/;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'strike',
    'sub',
    'sup',
    'mark',
    'blockquote',
    'code',
    'pre',
    'ul',
    'ol',
    'li',
    'a',
    'img',
  ],
  // rel and target are set on every link by the transform below, whatever the author sent.
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [] }, // no scheme at all: only site-relative paths, checked below
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Dropped with their content, not unwrapped: nobody wants the text of a <script> in an article.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
    'template',
  ],
  transformTags: {
    // An h1 belongs to the page title; the editor's top heading level becomes h2.
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    div: 'p',
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener nofollow', target: '_blank' } }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !ARTICLE_IMAGE_SOURCE.test(frame.attribs.src ?? ''),
};

export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** The words a reader sees: for 'Content is required' after cleaning, and for the reading time. */
export function visibleText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
}

/** At 200 words a minute, at least one minute. */
export const readingMinutes = (text: string) => Math.max(1, Math.ceil((text ? text.split(' ').length : 0) / 200));
