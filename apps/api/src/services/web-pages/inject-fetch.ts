import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, InjectOptions } from 'fastify';

/**
 * The visitor a page is being rendered for: the API calls its loaders make count views and limits by them, as the
 * browser's own calls would. Never their cookies or credentials: a rendered page is the anonymous page.
 */
export interface RenderingFor {
  ip: string;
  userAgent?: string;
}
const renderingFor = new AsyncLocalStorage<RenderingFor>();

/** Runs a page render on behalf of a visitor (see RenderingFor). */
export const renderOnBehalfOf = <T>(visitor: RenderingFor, render: () => Promise<T>): Promise<T> =>
  renderingFor.run(visitor, render);

// Statuses whose Response must have no body.
const NO_BODY = new Set([101, 204, 205, 304]);

/**
 * A fetch that hands each request to this Fastify instance in process (light-my-request): the server renderer's
 * API calls cost no socket and no HTTP parsing, and go through the same routes, validation and presenters.
 */
export function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, name) => {
      headers[name] = value;
    });
    const visitor = renderingFor.getStore();
    if (visitor?.userAgent) headers['user-agent'] = visitor.userAgent;
    const response = await app.inject({
      ...(visitor ? { remoteAddress: visitor.ip } : {}),
      method: (init?.method ?? 'GET') as InjectOptions['method'],
      url: `${url.pathname}${url.search}`,
      headers,
      payload: typeof init?.body === 'string' ? init.body : undefined,
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) responseHeaders.append(name, String(item));
    }
    const body = NO_BODY.has(response.statusCode) ? null : new Uint8Array(response.rawPayload);
    return new Response(body, { status: response.statusCode, headers: responseHeaders });
  };
}
