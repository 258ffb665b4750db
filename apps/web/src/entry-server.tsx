/**
 * The server renderer of the public pages, built by `vite build --ssr` into dist/server and called by the API
 * process (apps/api/src/plugins/external/web-app.ts). The same route table, pages and query options as the browser:
 * the loaders fill a fresh query cache, React renders the page from it, and the cache goes to the browser with the
 * HTML so that hydration asks for nothing again.
 */
import { PassThrough } from 'node:stream';
import { dehydrate } from '@tanstack/react-query';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { RenderRequest, RenderResult, ServerRenderer } from '@batas/shared/contracts/server-render';
import { setApiTransport } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { AppProvider } from './app/provider';
import { createRouteData } from './app/route-data';
import { serverRouteHead } from './app/route-head';
import { createRoutes, type RouteHandle } from './app/routes';
import { serialiseServerState } from './app/ssr-state';

export { setApiTransport };

/** Waits for the whole page (loaders already ran, so nothing suspends for long) and returns it as one string. */
function renderToString(element: React.ReactElement, signal?: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => (html += chunk.toString('utf8')));
    sink.on('end', () => resolve(html));
    const stream = renderToPipeableStream(element, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => {
        // Logged by the caller through the rejected promise or the page's own error state.
        if (signal?.aborted) return;
        console.error('[ssr]', error);
      },
    });
    signal?.addEventListener('abort', () => stream.abort(signal.reason));
  });
}

export async function render({ url, siteUrl, signal }: RenderRequest): Promise<RenderResult> {
  const queryClient = createQueryClient({ server: true });
  const routes = createRoutes(createRouteData(queryClient, { awaitLoads: true }));
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url, { signal }));
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('location') ?? '/' };
  }
  const page = context.matches.at(-1);
  const handle = page?.route.handle as RouteHandle | undefined;
  if (!handle?.ssr) return { kind: 'client-only' };

  // The page's head is its route's: declared by the route module, made from the data its loader left in the cache.
  const head = serverRouteHead(context.matches, { url: new URL(url), siteUrl, queryClient });
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = await renderToString(
    <AppProvider queryClient={queryClient} siteUrl={siteUrl}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProvider>,
    signal,
  );
  const state = serialiseServerState({
    queries: dehydrate(queryClient, { shouldDehydrateQuery: () => true }),
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
    siteUrl,
  });
  const modules = context.matches.flatMap((match) => {
    const module = (match.route.handle as RouteHandle | undefined)?.module;
    return module ? [module] : [];
  });
  // The router's own status: a loader's `data(…, { status })`, or the status of the error a loader threw.
  return { kind: 'page', status: context.statusCode, html, head, state, modules };
}

// The module's shape is the contract the API loads it by.
void ({ render, setApiTransport } satisfies ServerRenderer);
