import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { createWebPages, type WebPages } from '../../services/web-pages/web-pages.ts';

const HASHED_ASSET = /\/assets\//;
const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

/**
 * Serves the built web app on the API's port: its files (with the brotli and gzip copies made at build time, and a
 * year's cache for hashed assets), and its pages: every other GET that is not an API path or a missing built file is
 * a page address (/law-library/GR-1, /lawyers/12345, /admin/users…). The server renderer's own build (dist/server)
 * and the manifest are not served.
 */
export default fp<{ distDir: string; siteUrl: string }>(
  async (app, { distDir, siteUrl }) => {
    if (!existsSync(join(distDir, 'index.html'))) {
      app.log.warn({ distDir }, 'web app not built: only the API is served');
      return;
    }
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
    const pages: WebPages = await createWebPages(app, { distDir, siteUrl });
    app.get('/*', { schema: { hide: true } }, (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      if (isApiPath(path) || path.startsWith('/assets/')) return reply.callNotFound();
      return pages.handle(request, reply);
    });
  },
  { name: 'web-app' },
);
