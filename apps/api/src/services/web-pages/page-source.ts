import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerRenderer } from '@batas/shared/contracts/server-render';
import { AssetManifest, type PageLinks } from './asset-manifest.ts';
import { PageTemplate } from './page-template.ts';

/**
 * Where the pages come from: the page template, the server renderer and each page's own files. In production the
 * build in apps/web/dist (built-page-source.ts, below); in `npm run dev` Vite compiling the sources on demand
 * (dev-page-source.ts). The rendering itself (web-pages.ts) is the same for both.
 */
export interface PageSource {
  /** The template a page at `url` is rendered into. */
  template(url: string): Promise<PageTemplate>;
  /** The server renderer, or null when there is none (the browser renders every page). */
  renderer(): Promise<ServerRenderer | null>;
  /** A page's own stylesheets and scripts, from the route modules it rendered. */
  links(modules: readonly string[]): PageLinks;
}

/** The production build: its index.html and manifest read once, its renderer (dist/server) loaded once. */
export function builtPageSource(distDir: string, warn: (message: string) => void): PageSource {
  const template = new PageTemplate(readFileSync(join(distDir, 'index.html'), 'utf8'));
  const manifest = AssetManifest.read(distDir);
  const entry = join(distDir, 'server', 'entry-server.js');
  let loading: Promise<ServerRenderer | null> | undefined;
  const load = () =>
    (loading ??= existsSync(entry)
      ? (import(pathToFileURL(entry).href) as Promise<ServerRenderer>)
      : Promise.resolve().then(() => {
          warn(`no server renderer in the web build (${distDir}): pages are rendered in the browser`);
          return null;
        }));
  return {
    template: async () => template,
    renderer: load,
    links: (modules) => manifest.preloadLinks(modules),
  };
}
