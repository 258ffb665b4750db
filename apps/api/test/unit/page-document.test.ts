import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { AssetManifest } from '../../src/services/web-pages/asset-manifest.ts';
import { renderedDocument, shellDocument } from '../../src/services/web-pages/page-document.ts';
import { SCRIPTS_AFTER_PAINT } from '../../src/services/web-pages/scripts-after-paint.ts';

// The shape Vite writes: the entry (from index.html) importing a shared chunk, and a route module's chunk.
const MANIFEST = {
  'index.html': {
    file: 'assets/index-1.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_runtime-1.js'],
    css: ['assets/index-1.css'],
  },
  '_runtime-1.js': { file: 'assets/runtime-1.js', css: ['assets/runtime-1.css'] },
  'src/app/routes/public/document.tsx': {
    file: 'assets/document-1.js',
    isDynamicEntry: true,
    imports: ['index.html', '_runtime-1.js'],
    css: ['assets/document-1.css'],
  },
};
const dist = mkdtempSync(join(tmpdir(), 'page-document-'));
mkdirSync(join(dist, '.vite'));
writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const manifest = AssetManifest.read(dist);
const entry = manifest.entry();
const positions = (html: string, parts: string[]) => parts.map((part) => html.indexOf(part));

describe('the build manifest', () => {
  it('gives the entry, the modules it imports and their stylesheets, imports’ styles first', () => {
    expect(entry).toEqual({
      script: '/assets/index-1.js',
      modules: ['/assets/runtime-1.js'],
      styles: ['/assets/runtime-1.css', '/assets/index-1.css'],
    });
  });

  it('gives a route module’s own files, the entry’s left out', () => {
    expect(manifest.preloadLinks(['src/app/routes/public/document.tsx', 'src/no/such.tsx'])).toEqual({
      scripts: ['/assets/document-1.js', '/assets/runtime-1.js'],
      styles: ['/assets/runtime-1.css', '/assets/document-1.css'],
    });
  });
});

describe('the page documents', () => {
  const page = renderedDocument(entry, {
    head: {
      title: 'Tañada v. Tuvera',
      description: 'A "decision".',
      canonical: 'https://batas.example/law-library/GR-L-63915-1985-04-24',
      jsonLd: { name: '</script><b>' },
    },
    html: '<main>Text</main>',
    state: '{}',
    links: manifest.preloadLinks(['src/app/routes/public/document.tsx']),
  });

  it('puts every stylesheet, the entry’s and the page’s own, first in <head>, and the scripts after the page', () => {
    const [viewport, shellCss, pageCss, headEnd, root, list, loader] = positions(page, [
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
    expect(page.match(/runtime-1\.css/g)).toHaveLength(1);
    // No script is requested from <head>: the loader, after the page, requests them once it has been painted.
    expect(page.slice(0, headEnd)).not.toMatch(/\.js/);
    expect(list).toBeGreaterThan(root!);
    expect(loader).toBeGreaterThan(list!);
    const files = /<script type="application\/json" id="page-scripts">(.*?)<\/script>/.exec(page)?.[1];
    // The entry first, then the modules it imports and the page's own, each once.
    expect(JSON.parse(files!)).toEqual(['/assets/index-1.js', '/assets/runtime-1.js', '/assets/document-1.js']);
    expect(page).toContain('<div id="root"><main>Text</main></div>');
    expect(page).not.toContain('<noscript>');
  });

  it('writes the route’s head, escaped, instead of the site’s defaults', () => {
    expect(page).toContain('<title>Tañada v. Tuvera</title>');
    expect(page.match(/<title>/g)).toHaveLength(1);
    expect(page).toContain('<meta name="description" content="A &quot;decision&quot;." />');
    expect(page.match(/name="description"/g)).toHaveLength(1);
    expect(page).toContain('<link rel="canonical" href="https://batas.example/law-library/GR-L-63915-1985-04-24" />');
    expect(page).toContain('<script type="application/ld+json" id="page-json-ld">{"name":"\\u003c/script>\\u003cb>"}');
  });

  it('sends the shell of browser-rendered pages with its stylesheets first, then the entry and its modules', () => {
    const shell = shellDocument(entry);
    const [css, script, preload, headEnd, root] = positions(shell, [
      'index-1.css',
      '<script type="module" crossorigin src="/assets/index-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/runtime-1.js" />',
      '</head>',
      '<div id="root"></div>',
    ]);
    expect(css).toBeLessThan(script!);
    expect(script).toBeLessThan(preload!);
    expect(preload).toBeLessThan(headEnd!);
    expect(root).toBeGreaterThan(headEnd!);
    expect(shell).toContain('<title>Batas: Find a Lawyer. Search the Law.</title>');
    expect(shell).toMatch(/<noscript>[^<]+<\/noscript>/);
  });
});
