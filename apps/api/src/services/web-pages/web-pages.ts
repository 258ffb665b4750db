import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerRenderer } from '@batas/shared/contracts/server-render';
import { AssetManifest } from './asset-manifest.ts';
import { injectFetch, renderOnBehalfOf } from './inject-fetch.ts';
import { pageEtag } from './page-etag.ts';
import { PageTemplate } from './page-template.ts';

export interface WebPages {
  /** Answers a page address: rendered on the server when it is a public page, else the shell the browser fills. */
  handle(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
}

/**
 * The built server renderer, or null when the web app was built without it (the browser renders every page).
 * Loading it takes seconds (React, Mantine and every page's code), so it loads in the background while the
 * server starts, and the first page waits for it.
 */
async function loadRenderer(app: FastifyInstance, distDir: string): Promise<ServerRenderer | null> {
  const entry = join(distDir, 'server', 'entry-server.js');
  if (!existsSync(entry)) {
    app.log.warn({ distDir }, 'no server renderer in the web build: pages are rendered in the browser');
    return null;
  }
  const renderer = (await import(pathToFileURL(entry).href)) as ServerRenderer;
  renderer.setApiTransport(injectFetch(app));
  return renderer;
}

/**
 * The web app's pages on the API's port. Public pages are rendered here from the same routes and data as in the
 * browser; every HTML answer says `no-cache`, and an unchanged page answers 304 to its ETag (page-etag.ts; the ETag
 * plugin compares them).
 */
export async function createWebPages(
  app: FastifyInstance,
  { distDir, siteUrl }: { distDir: string; siteUrl: string },
): Promise<WebPages> {
  const template = new PageTemplate(readFileSync(join(distDir, 'index.html'), 'utf8'));
  const manifest = AssetManifest.read(distDir);
  const rendererLoading = loadRenderer(app, distDir).catch((error: unknown) => {
    app.log.error({ err: error }, 'the server renderer could not be loaded: pages are rendered in the browser');
    return null;
  });

  const sendShell = (reply: FastifyReply) => reply.code(200).type('text/html; charset=utf-8').send(template.shell);

  return {
    async handle(request, reply) {
      reply.header('cache-control', 'no-cache');
      const renderer = await rendererLoading;
      if (!renderer) return sendShell(reply);
      let result;
      try {
        result = await renderOnBehalfOf({ ip: request.ip, userAgent: request.headers['user-agent'] }, () =>
          renderer.render({ url: `${siteUrl}${request.url}`, siteUrl }),
        );
      } catch (error) {
        // The page still works: the browser renders it (and shows its own error state if the data fails too).
        request.log.error({ err: error, url: request.url }, 'server rendering failed; sending the shell');
        return sendShell(reply);
      }
      if (result.kind === 'client-only') return sendShell(reply);
      if (result.kind === 'redirect') return reply.redirect(result.location, result.status);
      const links = manifest.preloadLinks(result.modules);
      const html = template.render({ head: result.head, html: result.html, state: result.state, links });
      return reply.code(result.status).type('text/html; charset=utf-8').header('etag', pageEtag(html)).send(html);
    },
  };
}
