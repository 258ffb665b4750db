import { describe, expect, it } from 'vitest';
import { PageTemplate } from '../../src/services/web-pages/page-template.ts';
import { SCRIPTS_AFTER_PAINT } from '../../src/services/web-pages/scripts-after-paint.ts';

// The shape Vite writes: the entry script and its module preloads first, the stylesheet last.
const BUILT = `<!doctype html>
<html lang="en-PH">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>Batas</title>
    <meta name="description" content="Default." />
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime-1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head>
  <body>
    <div id="root"></div>
    <noscript>Needs JavaScript.</noscript>
  </body>
</html>`;

const positions = (html: string, parts: string[]) => parts.map((part) => html.indexOf(part));

describe('the page template', () => {
  it('puts every stylesheet, the build’s and the page’s own, first in <head>, and the scripts after the page', () => {
    const template = new PageTemplate(BUILT);
    const html = template.render({
      head: { title: 'Tañada v. Tuvera', description: 'A decision.', canonical: null, jsonLd: {} },
      html: '<main>Text</main>',
      state: '{}',
      links: {
        styles: ['<link rel="stylesheet" crossorigin href="/assets/document-1.css" />'],
        scripts: ['/assets/document-1.js', '/assets/runtime-1.js'],
      },
    });
    const [viewport, shellCss, pageCss, headEnd, root, list, loader] = positions(html, [
      'name="viewport"',
      'index-1.css',
      'document-1.css',
      '</head>',
      '<div id="root">',
      'id="page-scripts"',
      SCRIPTS_AFTER_PAINT,
    ]);
    expect(Math.min(shellCss!, pageCss!)).toBeGreaterThan(viewport!);
    expect(Math.max(shellCss!, pageCss!)).toBeLessThan(headEnd!);
    expect(html.match(/index-1\.css/g)).toHaveLength(1);
    // No script is requested from <head>: the loader, after the page, requests them once it has been painted.
    expect(html.slice(0, headEnd)).not.toMatch(/\.js/);
    expect(list).toBeGreaterThan(root!);
    expect(loader).toBeGreaterThan(list!);
    const files = /<script type="application\/json" id="page-scripts">(.*?)<\/script>/.exec(html)?.[1];
    // The entry first, then the build's preloads and the page's own, each once.
    expect(JSON.parse(files!)).toEqual(['/assets/index-1.js', '/assets/runtime-1.js', '/assets/document-1.js']);
    expect(html).toContain('<title>Tañada v. Tuvera</title>');
    expect(html).toContain('<div id="root"><main>Text</main></div>');
    expect(html).not.toContain('<noscript>');
  });

  it('sends the shell of browser-rendered pages with its stylesheet first as well, and nothing lost', () => {
    const { shell } = new PageTemplate(BUILT);
    const [shellCss, entry] = positions(shell, ['index-1.css', 'index-1.js']);
    expect(shellCss).toBeLessThan(entry!);
    expect(shell).toContain('<div id="root"></div>');
    expect(shell).toContain('<noscript>Needs JavaScript.</noscript>');
    expect(shell.replace(/\s+/g, '')).toHaveLength(BUILT.replace(/\s+/g, '').length);
  });

  it('moves only <head> stylesheets, replaces a title standing before the viewport, and needs a <head>', () => {
    const built = BUILT.replace('<meta name="viewport" content="width=device-width, initial-scale=1.0" />', '')
      .replace('<title>Batas</title>', '')
      .replace(
        '<meta charset="UTF-8" />',
        '<meta charset="UTF-8" />\n    <title>Batas</title>\n    <meta name="viewport" content="x" />',
      )
      .replace(
        '<noscript>Needs JavaScript.</noscript>',
        '<noscript><link rel="stylesheet" href="/no-js.css"></noscript>',
      )
      .replace('</head>', '<link data-rel="stylesheet" href="/not-a-style.css">\n  </head>');
    const template = new PageTemplate(built);
    const [title, viewport, css, entry] = positions(template.shell, [
      '<title>',
      'name="viewport"',
      'index-1.css',
      'index-1.js',
    ]);
    expect(title).toBeLessThan(viewport!);
    expect(css).toBeGreaterThan(viewport!);
    expect(css).toBeLessThan(entry!);
    // Not a stylesheet, and one outside <head>: both stay where they were.
    expect(template.shell.indexOf('not-a-style.css')).toBeGreaterThan(entry!);
    expect(template.shell).toContain('<noscript><link rel="stylesheet" href="/no-js.css"></noscript>');
    const html = template.render({
      head: { title: 'Own title', description: null, canonical: null, jsonLd: {} },
      html: '',
      state: '{}',
      links: { styles: [], scripts: [] },
    });
    expect(html).toContain('<title>Own title</title>');
    expect(html).not.toContain('<title>Batas</title>');
    expect(html).not.toContain('content="Default."');

    expect(() => new PageTemplate('<html><body><div id="root"></div></body></html>')).toThrow(/<head>/);
  });
});
