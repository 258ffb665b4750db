import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { builtPageSource, type PageSource } from '../../services/web-pages/page-source.ts';
import { createWebPages } from '../../services/web-pages/web-pages.ts';

const HASHED_ASSET = /\/assets\//;
const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');
const pathOf = (url: string | undefined) => (url ?? '/').split('?')[0] ?? '/';

/**
 * Serves the web app on the API's port: its files and its pages. Every GET that is not an API path or a file is a
 * page address (/law-library/GR-1, /lawyers/12345, /admin/users…).
 *
 * In production (`distDir`) the files are the build's, with the brotli and gzip copies made at build time and a
 * year's cache for hashed assets; the server renderer's own build (dist/server) and the manifest are not served.
 * In development (`devRoot`, `npm run dev`) Vite serves the sources and hot reload on this port, and pages are
 * rendered from the sources by the same code.
 */
export default fp<{ distDir: string; siteUrl: string; devRoot?: string }>(
  async (app, { distDir, siteUrl, devRoot }) => {
    let source: PageSource;
    if (devRoot) source = await serveSources(app, devRoot);
    else if (existsSync(join(distDir, 'index.html'))) source = await serveBuild(app, distDir);
    else {
      app.log.warn({ distDir }, 'web app not built: only the API is served');
      return;
    }
    const pages = createWebPages(app, { source, siteUrl });
    app.get('/*', { schema: { hide: true } }, (request, reply) => {
      const path = pathOf(request.url);
      if (isApiPath(path) || path.startsWith('/assets/')) return reply.callNotFound();
      return pages.handle(request, reply);
    });
  },
  { name: 'web-app' },
);

async function serveBuild(app: FastifyInstance, distDir: string): Promise<PageSource> {
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    // Our headers below, not the plugin's max-age=0.
    cacheControl: false,
    allowedPath: (path) => !path.startsWith('/server/') && !path.startsWith('/.vite/'),
    setHeaders(res, path) {
      res.setHeader('cache-control', HASHED_ASSET.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return builtPageSource(distDir, (message) => app.log.warn(message));
}

async function serveSources(app: FastifyInstance, webRoot: string): Promise<PageSource> {
  const [{ default: middie }, { devPageSource }] = await Promise.all([
    import('@fastify/middie'),
    import('../../services/web-pages/dev-page-source.ts'),
  ]);
  const { source, vite } = await devPageSource(webRoot, app.server);
  await app.register(middie);
  // Vite's module server first (sources, /@vite/client, public files); what it does not serve goes on to the routes.
  app.use((req, res, next) => (isApiPath(pathOf(req.url)) ? next() : vite.middlewares(req, res, next)));
  app.addHook('onClose', () => vite.close());
  return source;
}
