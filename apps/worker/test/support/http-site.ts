import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

export interface SiteRequest {
  path: string;
  /** When the request arrived and when its answer was finished (or the connection closed), Date.now() ms. */
  startedAt: number;
  endedAt?: number;
}

export interface HttpSite {
  /** http://127.0.0.1:port */
  url: string;
  port: number;
  requests: SiteRequest[];
  paths(): string[];
  close(): Promise<void>;
}

export type SiteHandler = (req: IncomingMessage, res: ServerResponse, site: HttpSite) => void | Promise<void>;

/**
 * A small HTTP site on this machine for the hostile-source tests: every request is recorded with its start and
 * end, and the handler decides what to answer (redirects, endless bodies, secrets). Listens on `host`
 * (127.0.0.1 by default; '0.0.0.0' to be reachable under the machine's own name too).
 */
export async function startHttpSite(handler: SiteHandler, host = '127.0.0.1'): Promise<HttpSite> {
  const requests: SiteRequest[] = [];
  const holder: { site?: HttpSite } = {};
  const server: Server = createServer((req, res) => {
    const entry: SiteRequest = { path: new URL(req.url ?? '/', 'http://x').pathname, startedAt: Date.now() };
    requests.push(entry);
    res.on('close', () => (entry.endedAt = Date.now()));
    Promise.resolve(handler(req, res, holder.site!)).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500);
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const site: HttpSite = {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    paths: () => requests.map((request) => request.path),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  holder.site = site;
  return site;
}

/** Writes `total` bytes in 64 KB chunks without a Content-Length (chunked), respecting backpressure; resolves with what the socket accepted. */
export async function streamEndlessly(res: ServerResponse, total: number): Promise<number> {
  res.writeHead(200, { 'content-type': 'text/html' });
  const chunk = Buffer.alloc(64 * 1024, 'a');
  let sent = 0;
  while (sent < total && !res.destroyed) {
    const more = res.write(chunk);
    sent += chunk.length;
    if (!more) {
      await new Promise<void>((resolve) => {
        res.once('drain', resolve);
        res.once('close', resolve);
      });
    }
  }
  if (!res.destroyed) res.end();
  return sent;
}

/** Plain HTML answer. */
export function sendHtml(res: ServerResponse, html: string, status = 200): void {
  res.writeHead(status, { 'content-type': 'text/html' });
  res.end(html);
}

export function redirect(res: ServerResponse, location: string, status = 302): void {
  res.writeHead(status, { location });
  res.end();
}

/** Gaps between one answer's end and the next request's start, in the order the site saw them (ms). */
export function gapsBetweenRequests(site: HttpSite): number[] {
  const requests = [...site.requests].sort((a, b) => a.startedAt - b.startedAt);
  return requests.slice(1).map((request, index) => request.startedAt - (requests[index]!.endedAt ?? Infinity));
}
