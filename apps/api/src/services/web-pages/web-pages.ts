import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerRenderer } from '@batas/shared/contracts/server-render';
import { injectFetch, renderOnBehalfOf } from './inject-fetch.ts';
import { pageEtag } from './page-etag.ts';
import { renderedDocument, shellDocument } from './page-document.ts';
import type { PageSource } from './page-source.ts';

export interface WebPages {
  /** Answers a page address: rendered on the server when it is a public page, else the shell the browser fills. */
  handle(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
}

/**
 * The web app's pages on the API's port. Public pages are rendered here from the same routes and data as in the
 * browser; every HTML answer says `no-cache`, and an unchanged page answers 304 to its ETag (page-etag.ts; the ETag
 * plugin compares them). Loading the renderer takes seconds (React, Mantine and every page's code), so it loads
 * while the server starts, and the server listens once it has.
 */
export function createWebPages(
  app: FastifyInstance,
  { source, siteUrl }: { source: PageSource; siteUrl: string },
): WebPages {
  // Each renderer module, once loaded (in development again after an edit), calls the API in process.
  const wired = new WeakSet<ServerRenderer>();
  const renderer = async (): Promise<ServerRenderer | null> => {
    try {
      const loaded = await source.renderer();
      if (loaded && !wired.has(loaded)) {
        loaded.setApiTransport(injectFetch(app));
        wired.add(loaded);
      }
      return loaded;
    } catch (error) {
      app.log.error({ err: error }, 'the server renderer could not be loaded: pages are rendered in the browser');
      return null;
    }
  };
  // Listening waits for it: loaded after the start, its seconds of module loading held the first requests (a health
  // check answered in 0.9 s instead of 40 ms while three texts were read in the first seconds of a new server).
  const loading = renderer();
  app.addHook('onReady', async () => {
    await loading;
  });

  return {
    async handle(request, reply) {
      reply.header('cache-control', 'no-cache');
      const sendShell = async () =>
        reply
          .code(200)
          .type('text/html; charset=utf-8')
          .send(await source.finish(request.url, shellDocument(source.entry)));
      const pageRenderer = await renderer();
      if (!pageRenderer) return sendShell();
      let result;
      try {
        result = await renderOnBehalfOf({ ip: request.ip, userAgent: request.headers['user-agent'] }, () =>
          pageRenderer.render({ url: `${siteUrl}${request.url}`, siteUrl }),
        );
      } catch (error) {
        // The page still works: the browser renders it (and shows its own error state if the data fails too).
        request.log.error({ err: error, url: request.url }, 'server rendering failed; sending the shell');
        return sendShell();
      }
      if (result.kind === 'client-only') return sendShell();
      if (result.kind === 'redirect') return reply.redirect(result.location, result.status);
      const html = await source.finish(
        request.url,
        renderedDocument(source.entry, {
          head: result.head,
          html: result.html,
          state: result.state,
          links: source.links(result.modules),
        }),
      );
      return reply.code(result.status).type('text/html; charset=utf-8').header('etag', pageEtag(html)).send(html);
    },
  };
}
