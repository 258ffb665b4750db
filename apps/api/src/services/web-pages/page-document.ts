import type { PageHead } from '@batas/shared/contracts/server-render';
import { SERVER_STATE_ID } from '@batas/shared/contracts/server-render';
import { PAGE_SCRIPTS_ID, SCRIPTS_AFTER_PAINT } from './scripts-after-paint.ts';

/** What every page loads: the build's entry script, the modules it imports statically, and its stylesheets. */
export interface EntryFiles {
  script: string;
  modules: string[];
  styles: string[];
}

/** A rendered page's own files besides the entry's: its route modules' chunks and their stylesheets. */
export interface PageLinks {
  styles: string[];
  scripts: string[];
}

export interface RenderedPage {
  /** The matched route's head; null keeps the site's defaults. */
  head: PageHead | null;
  /** The rendered page, inside the root element. */
  html: string;
  /** The state block's JSON, already safe inside <script>. */
  state: string;
  links: PageLinks;
}

// The site's own title and description, for a page that says nothing of itself (the shell, before its scripts).
const SITE_TITLE = 'Batas: Find a Lawyer. Search the Law.';
const SITE_DESCRIPTION =
  'Search Philippine Supreme Court decisions, Republic Acts and executive issuances, and find verified lawyers.';
const NEEDS_JAVASCRIPT = 'This site needs JavaScript to search the law library and the lawyer directory.';

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** JSON inside <script>: '<' written as \u003c, so text from the database can never end the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const stylesheet = (href: string) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}" />`;

/**
 * The HTML document around a page, written here from its parts (nothing is cut out of a built file).
 *
 * Stylesheets come first in <head>, right after the viewport: they hold back the first paint, and over HTTP/1.1
 * (six connections to a host) they once waited behind the entry and its module preloads (Lighthouse on a phone:
 * the decision's stylesheet was requested 235 ms after the HTML had arrived).
 */
function documentHtml({ styles, head, body }: { styles: readonly string[]; head: string[]; body: string[] }): string {
  const lines = [
    '<!doctype html>',
    '<html lang="en-PH" data-mantine-color-scheme="light">',
    '  <head>',
    '    <meta charset="UTF-8" />',
    '    <meta name="viewport" content="width=device-width, initial-scale=1.0" />',
    ...[...new Set(styles)].map((href) => `    ${stylesheet(href)}`),
    '    <meta name="theme-color" content="#1c3d6e" />',
    '    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />',
    ...head.map((line) => `    ${line}`),
    '  </head>',
    '  <body>',
    ...body.map((line) => `    ${line}`),
    '  </body>',
    '</html>',
  ];
  return `${lines.join('\n')}\n`;
}

/**
 * The shell of the pages the browser renders (accounts, the back-office, or any page when there is no server
 * renderer): the site's title, the entry script and its modules requested at once, and a word for visitors
 * without JavaScript.
 */
export function shellDocument(entry: EntryFiles): string {
  return documentHtml({
    styles: entry.styles,
    head: [
      `<title>${escapeHtml(SITE_TITLE)}</title>`,
      `<meta name="description" content="${escapeHtml(SITE_DESCRIPTION)}" />`,
      `<script type="module" crossorigin src="${escapeHtml(entry.script)}"></script>`,
      ...entry.modules.map((file) => `<link rel="modulepreload" crossorigin href="${escapeHtml(file)}" />`),
    ],
    body: ['<div id="root"></div>', `<noscript>${NEEDS_JAVASCRIPT}</noscript>`],
  });
}

/**
 * A page rendered on the server: its route's head, its HTML and the state the browser hydrates from. Its scripts
 * are not in <head>: the page reads without them, so they are listed in a JSON block at the end of <body> and
 * requested once the page has been painted (scripts-after-paint.ts), the entry first.
 */
export function renderedDocument(entry: EntryFiles, { head, html, state, links }: RenderedPage): string {
  const headLines = head
    ? [
        `<title>${escapeHtml(head.title)}</title>`,
        ...(head.description ? [`<meta name="description" content="${escapeHtml(head.description)}" />`] : []),
        ...(head.canonical ? [`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`] : []),
        `<script type="application/ld+json" id="page-json-ld">${scriptJson(head.jsonLd)}</script>`,
      ]
    : [
        `<title>${escapeHtml(SITE_TITLE)}</title>`,
        `<meta name="description" content="${escapeHtml(SITE_DESCRIPTION)}" />`,
      ];
  const files = [...new Set([entry.script, ...entry.modules, ...links.scripts])];
  return documentHtml({
    styles: [...entry.styles, ...links.styles],
    head: headLines,
    body: [
      `<div id="root">${html}</div><script type="application/json" id="${SERVER_STATE_ID}">${state}</script>`,
      `<script type="application/json" id="${PAGE_SCRIPTS_ID}">${scriptJson(files)}</script>`,
      `<script>${SCRIPTS_AFTER_PAINT}</script>`,
    ],
  });
}
