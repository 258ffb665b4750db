import type { PageHead } from '@batas/shared/contracts/server-render';
import { SERVER_STATE_ID } from '@batas/shared/contracts/server-render';
import type { PageLinks } from './asset-manifest.ts';
import { PAGE_SCRIPTS_ID, SCRIPTS_AFTER_PAINT } from './scripts-after-paint.ts';

const ROOT = '<div id="root"></div>';

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** JSON inside <script>: '<' written as \u003c, so text from the database can never end the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const STYLESHEET = /<link\b(?=[^>]*\srel=["']?stylesheet\b)[^>]*>\s*/g;
/** The build's entry script and its module preloads, which a rendered page loads after its first paint. */
const ENTRY_SCRIPT = /<script\b(?=[^>]*\stype=["']?module\b)[^>]*\ssrc=["']?([^"'\s>]+)[^>]*><\/script>\s*/g;
const MODULE_PRELOAD = /<link\b(?=[^>]*\srel=["']?modulepreload\b)[^>]*\shref=["']?([^"'\s>]+)[^>]*>\s*/g;
/** Where the stylesheets go: after the viewport, else right after the opening <head> tag. */
const STYLES_AFTER = [/<meta\s+name="viewport"[^>]*>\s*/, /<head\b[^>]*>\s*/];

export interface PageParts {
  head: PageHead | null;
  html: string;
  state: string;
  /** The page's own stylesheets and chunks. */
  links: PageLinks;
}

/**
 * The built index.html, cut where a rendered page goes in. The build's own title and description are defaults;
 * a rendered page replaces them with its own.
 *
 * Stylesheets go first in <head>, right after the viewport: the build writes them after the entry script and its
 * forty-odd module preloads, and over HTTP/1.1 (six connections to a host) the stylesheets, which hold back the
 * first paint, then waited behind the scripts, which do not (Lighthouse on a phone: the decision's stylesheet was
 * requested 235 ms after the HTML had arrived).
 *
 * A rendered page's scripts leave <head> altogether: they are listed in a JSON block at the end of <body> and
 * requested once the page has been painted (scripts-after-paint.ts). The shell, which shows nothing until its
 * scripts run, keeps them where the build put them.
 */
export class PageTemplate {
  /** The shell sent for pages the browser renders, its stylesheets first too. */
  readonly shell: string;
  private readonly styles: string[];
  /** A rendered page's <head> around its stylesheets, the build's scripts taken out once here. */
  private readonly top: string;
  private readonly before: string;
  private readonly after: string;
  /** The build's entry, then the modules it imports, for a rendered page's JSON block. */
  private readonly scripts: string[];

  constructor(built: string) {
    const at = built.indexOf(ROOT);
    const headEnd = built.indexOf('</head>');
    const problem = `the web app's index.html needs a <head> element and then ${ROOT}`;
    if (at < 0 || headEnd < 0 || headEnd > at) throw new Error(problem);
    // Only the <head> is rearranged: a stylesheet elsewhere (inside <noscript>, say) stays where it is.
    const head = built.slice(0, headEnd);
    const stripped = head.replace(STYLESHEET, '');
    const anchor = STYLES_AFTER.map((pattern) => pattern.exec(stripped)).find((match) => match !== null);
    if (!anchor) throw new Error(problem);
    const split = anchor.index + anchor[0].length;
    this.styles = (head.match(STYLESHEET) ?? []).map((link) => link.trim());
    const top = stripped.slice(0, split);
    const before = stripped.slice(split) + built.slice(headEnd, at);
    this.after = built.slice(at + ROOT.length);
    this.shell = `${top}${this.stylesheets([])}${before}${ROOT}${this.after}`;
    const withoutScripts = (part: string) => part.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '');
    this.top = withoutScripts(top);
    this.before = withoutScripts(before);
    this.scripts = [...head.matchAll(ENTRY_SCRIPT), ...head.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  }

  private stylesheets(own: readonly string[]): string {
    return [...this.styles, ...own].map((link) => `${link}\n    `).join('');
  }

  render({ head, html, state, links }: PageParts): string {
    let before = this.before;
    const extra: string[] = [];
    let top = this.top;
    if (head) {
      // The build's defaults, wherever in <head> they stand.
      const ownHead = (part: string) =>
        part
          .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(head.title)}</title>`)
          .replace(/<meta\s+name="description"[\s\S]*?\/?>/, '');
      top = ownHead(top);
      before = ownHead(before);
      if (head.description) extra.push(`<meta name="description" content="${escapeHtml(head.description)}" />`);
      if (head.canonical) extra.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`);
      extra.push(`<script type="application/ld+json" id="page-json-ld">${scriptJson(head.jsonLd)}</script>`);
    }
    if (extra.length > 0) before = before.replace('</head>', `${extra.join('\n    ')}\n  </head>`);
    // The page reads without JavaScript now: the shell's notice that it needs it does not apply.
    const after = this.after.replace(/<noscript>[\s\S]*?<\/noscript>/, '');
    const stateBlock = `<script type="application/json" id="${SERVER_STATE_ID}">${state}</script>`;
    return `${top}${this.stylesheets(links.styles)}${before}<div id="root">${html}</div>${stateBlock}${this.scriptsAfterPaint(links.scripts)}${after}`;
  }

  private scriptsAfterPaint(own: readonly string[]): string {
    if (this.scripts.length === 0) return '';
    const files = [...new Set([...this.scripts, ...own])];
    return `\n    <script type="application/json" id="${PAGE_SCRIPTS_ID}">${scriptJson(files)}</script>\n    <script>${SCRIPTS_AFTER_PAINT}</script>`;
  }
}
