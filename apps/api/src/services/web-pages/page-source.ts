import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerRenderer } from '@batas/shared/contracts/server-render';
import { AssetManifest } from './asset-manifest.ts';
import type { EntryFiles, PageLinks } from './page-document.ts';

/**
 * Where the pages come from: the entry's files, the server renderer and each page's own files. In production the
 * build in apps/web/dist (built-page-source.ts, below); in `npm run dev` Vite compiling the sources on demand
 * (dev-page-source.ts). The documents themselves (page-document.ts) and the rendering (web-pages.ts) are the same.
 */
export interface PageSource {
  /** The browser entry every page loads. */
  entry: EntryFiles;
  /** The server renderer, or null when there is none (the browser renders every page). */
  renderer(): Promise<ServerRenderer | null>;
  /** A page's own stylesheets and scripts, from the route modules it rendered. */
  links(modules: readonly string[]): PageLinks;
  /** The document as it is sent (development: with Vite's client and hot reload). */
  finish(url: string, html: string): Promise<string>;
}

/** The production build: its manifest read once, its renderer (dist/server) loaded once. */
export function builtPageSource(distDir: string, warn: (message: string) => void): PageSource {
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
    entry: manifest.entry(),
    renderer: load,
    links: (modules) => manifest.preloadLinks(modules),
    finish: async (_url, html) => html,
  };
}
