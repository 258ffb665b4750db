import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';

declare module 'fastify' {
  interface FastifyInstance {
    spaIndexAvailable?: boolean;
  }
}

/**
 * Serves the built web app on the API's port. Hashed assets are cached for a year; every other
 * non-API path answers index.html so that the client router handles deep links like /law-library/GR-1.
 */
export default fp<{ distDir: string }>(
  async (app, { distDir }) => {
    if (!existsSync(join(distDir, 'index.html'))) {
      app.log.warn({ distDir }, 'web app not built: only the API is served');
      return;
    }
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      setHeaders(res, path) {
        if (path.includes('/assets/')) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      },
    });
    // The not-found handler (plugins/app/not-found.ts) answers index.html for client routes when this is set.
    app.decorate('spaIndexAvailable', true);
  },
  { name: 'static-web' },
);
