import type { PageHead } from '@batas/shared/contracts/server-render';
import { SERVER_STATE_ID } from '@batas/shared/contracts/server-render';

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

export interface PageParts {
  head: PageHead | null;
  html: string;
  state: string;
  /** <link> elements for the page's chunks and styles. */
  preloads: string[];
}

/**
 * The built index.html, cut where a rendered page goes in. The build's own title and description are defaults;
 * a rendered page replaces them with its own.
 */
export class PageTemplate {
  private readonly before: string;
  private readonly after: string;

  constructor(readonly shell: string) {
    const at = shell.indexOf(ROOT);
    if (at < 0) throw new Error(`the web app's index.html has no ${ROOT}`);
    this.before = shell.slice(0, at);
    this.after = shell.slice(at + ROOT.length);
  }

  render({ head, html, state, preloads }: PageParts): string {
    let before = this.before;
    const extra: string[] = [...preloads];
    if (head) {
      before = before
        .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(head.title)}</title>`)
        .replace(/<meta\s+name="description"[\s\S]*?\/?>/, '');
      if (head.description) extra.push(`<meta name="description" content="${escapeHtml(head.description)}" />`);
      if (head.canonical) extra.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`);
      extra.push(`<script type="application/ld+json" id="page-json-ld">${scriptJson(head.jsonLd)}</script>`);
    }
    before = before.replace('</head>', `${extra.join('\n    ')}\n  </head>`);
    // The page reads without JavaScript now: the shell's notice that it needs it does not apply.
    const after = this.after.replace(/<noscript>[\s\S]*?<\/noscript>/, '');
    const stateBlock = `<script type="application/json" id="${SERVER_STATE_ID}">${state}</script>`;
    return `${before}<div id="root">${html}</div>${stateBlock}${after}`;
  }
}
