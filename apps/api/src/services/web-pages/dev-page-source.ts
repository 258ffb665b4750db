import { join } from 'node:path';
import type { Server } from 'node:http';
import type { ServerRenderer } from '@batas/shared/contracts/server-render';
import type { ViteDevServer } from 'vite';
import type { PageSource } from './page-source.ts';

/**
 * `npm run dev`: the web app's sources compiled by Vite on demand, inside the API process, so that pages are
 * rendered on the server in development exactly as in production (the same routes, loaders, in-process API calls
 * and documents), with Vite's module server and hot reload on the same port. Vite is a development tool: it is
 * imported only here, and only when WEB_DEV_SERVER is on.
 */
export async function devPageSource(
  webRoot: string,
  httpServer: Server,
): Promise<{ source: PageSource; vite: ViteDevServer }> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    root: webRoot,
    configFile: join(webRoot, 'vite.config.ts'),
    appType: 'custom',
    // The API's own server carries Vite's hot-reload socket. /api never reaches Vite (web-app.ts passes it by), so
    // the config's proxy to a separate API, for `vite` on its own, does not apply here.
    server: { middlewareMode: true, hmr: { server: httpServer } },
  });
  const source: PageSource = {
    // The sources' entry, which Vite compiles with its styles as the page imports them.
    entry: { script: '/src/main.tsx', modules: [], styles: [] },
    // Vite adds its client (hot reload) and React's refresh preamble to each document.
    finish: (url, html) => vite.transformIndexHtml(url, html),
    // Vite answers from its module graph, compiling again only what changed since the last page.
    renderer: () => vite.ssrLoadModule('/src/entry-server.tsx') as Promise<ServerRenderer>,
    // Vite serves each module and its styles as the page imports them: there is no build to preload from.
    links: () => ({ styles: [], scripts: [] }),
  };
  return { source, vite };
}
