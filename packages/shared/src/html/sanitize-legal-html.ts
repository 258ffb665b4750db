import sanitizeHtml, { type Attributes, type IOptions } from 'sanitize-html';
import {
  ALLOWED_ALIGN_VALUES,
  ALLOWED_ATTRIBUTES,
  ALLOWED_SCHEMES,
  ALLOWED_STYLES,
  ALLOWED_TAGS,
  DROP_WITH_CONTENT,
  TAG_RENAMES,
} from './allow-list.ts';
import { cleanEmbeddedCss } from './clean-embedded-css.ts';

export interface SanitizeLegalHtmlOptions {
  /** Keep <style> elements (their CSS cleaned). Default true, as the viewer keeps embedded styles. */
  allowStyleElements?: boolean;
}

/**
 * Cleans untrusted HTML (scraped pages, imports, editor input) down to an allow-list of safe markup:
 * no script, iframe, embed, object, base, link, meta, form controls, event handlers, javascript:/data: URLs or
 * style expressions survive. Anchor names become `doc-` prefixed ids (and `#x` links follow them) so a document's
 * footnote anchors cannot clobber globals or ids of the page that shows it. Runs of three or more blank breaks
 * collapse to two and empty paragraphs disappear.
 */
export function sanitizeLegalHtml(html: string, options: SanitizeLegalHtmlOptions = {}): string {
  const allowStyle = options.allowStyleElements ?? true;
  const cleaned = sanitizeHtml(html, buildOptions(allowStyle));
  const withCleanCss = allowStyle ? cleanStyleElements(cleaned) : cleaned;
  return collapseBlankSpace(withCleanCss);
}

function buildOptions(allowStyle: boolean): IOptions {
  return {
    allowedTags: allowStyle ? ALLOWED_TAGS : ALLOWED_TAGS.filter((tag) => tag !== 'style'),
    allowVulnerableTags: allowStyle, // the style text is rewritten by cleanStyleElements below
    allowedAttributes: ALLOWED_ATTRIBUTES,
    allowedStyles: ALLOWED_STYLES,
    allowedSchemes: ALLOWED_SCHEMES,
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
    allowProtocolRelative: false,
    allowedClasses: {},
    disallowedTagsMode: 'discard',
    nonTextTags: allowStyle ? DROP_WITH_CONTENT : [...DROP_WITH_CONTENT, 'style'],
    parseStyleAttributes: true,
    transformTags: {
      ...Object.fromEntries(Object.entries(TAG_RENAMES).map(([from, to]) => [from, renameTo(to)])),
      center: (_tag, attribs) => ({ tagName: 'div', attribs: { ...keepPresentational(attribs), align: 'center' } }),
      a: transformAnchor,
      '*': (tagName, attribs) => ({ tagName, attribs: keepPresentational(attribs) }),
    },
    // An <img> without a usable source is noise; keep it out rather than ship a broken image.
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  };
}

function renameTo(tagName: string) {
  return (_tag: string, attribs: Attributes) => ({ tagName, attribs: keepPresentational(attribs) });
}

/** Lower-cases style and drops align values that are not alignments ('align=javascript:…' is just noise). */
function keepPresentational(attribs: Attributes): Attributes {
  const result: Attributes = {};
  for (const [name, value] of Object.entries(attribs)) {
    const key = name.toLowerCase();
    if (key === 'align' || key === 'valign') {
      if (ALLOWED_ALIGN_VALUES.has(value.trim().toLowerCase())) result[key] = value.trim().toLowerCase();
    } else if (key === 'style') {
      // Old pages write 'COLOR: RGB(255, 0, 0)'; the style allow-list is lower-case. Important flags go,
      // as in embedded styles: a document must not out-rank the viewer's own rules.
      result[key] = value.toLowerCase().replace(/!\s*important/g, '');
    } else {
      result[key] = value;
    }
  }
  return result;
}

function anchorId(value: string): string | undefined {
  const safe = value.replace(/[^A-Za-z0-9_.:-]/g, '');
  // Idempotent: scraped HTML is sanitised by the scraper and again by the write path (and again on every edit),
  // and must not come out as 'doc-doc-…' with links that no longer match what other copies point at.
  if (!safe) return undefined;
  return safe.startsWith('doc-') ? safe : `doc-${safe}`;
}

function transformAnchor(_tag: string, attribs: Attributes) {
  const result: Attributes = {};
  const href = attribs.href?.trim();
  if (href) result.href = href.startsWith('#') ? `#${anchorId(href.slice(1)) ?? ''}` : href;
  const id = anchorId(attribs.name ?? attribs.id ?? '');
  if (id) result.id = id;
  if (attribs.title) result.title = attribs.title;
  return { tagName: 'a', attribs: result };
}

// sanitize-html emits an allowed <style> element without attributes and its text as the parser saw it,
// which ends at the first '</style'; so this pattern matches exactly the elements it produced.
function cleanStyleElements(html: string): string {
  return html.replace(/<style>([\s\S]*?)<\/style>/g, (_match, css: string) => {
    const clean = cleanEmbeddedCss(css);
    return clean ? `<style>${clean}</style>` : '';
  });
}

const BREAK = String.raw`<br \/>`;
const BLANK = String.raw`(?:\s|&nbsp;|\u00a0)*`;

function collapseBlankSpace(html: string): string {
  let result = html.replace(new RegExp(`(?:${BREAK}${BLANK}){3,}`, 'g'), '<br /><br />');
  // Empty paragraphs and spacer divs (often only &nbsp; or breaks) are layout leftovers of the source pages.
  const empty = new RegExp(`<(p|div|span|b|strong|i|em|u|center)(?: [^>]*)?>(?:${BLANK}|${BREAK})*</\\1>`, 'g');
  for (let previous = ''; previous !== result; ) {
    previous = result;
    result = result.replace(empty, '');
  }
  return result.replace(new RegExp(`^(?:${BLANK}${BREAK})+|(?:${BREAK}${BLANK})+$`, 'g'), '').trim();
}
