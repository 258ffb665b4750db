import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, normalize } from 'node:path';

/** What a path can be made to do, for the fault-injection tests. `times` limits a fault to the first n hits. */
export type Fault =
  | { kind: 'status'; status: number; times?: number; retryAfter?: string }
  | { kind: 'hang'; times?: number }
  | { kind: 'truncate'; times?: number }
  | { kind: 'body'; body: Buffer; contentType?: string };

export interface FixtureSite {
  /** Files by path ('/statutes/repacts/repacts.html'); looked up before `dir`. */
  files?: Map<string, Buffer>;
  /** A folder laid out like the site (apps/worker/test/fixtures/sites/lawphil). */
  dir?: string;
  /** robots.txt body; default allows everything. */
  robots?: string;
  /**
   * Lets a test in another process take the site down and bring it back: POST /__fixture/down makes every
   * other request's connection drop unanswered (a site that cannot be reached), POST /__fixture/up ends that.
   */
  remoteSwitch?: boolean;
}

/** The paths of `remoteSwitch`: a browser test turns a source site off to watch a job fail. */
export const FIXTURE_SWITCH = { down: '/__fixture/down', up: '/__fixture/up' } as const;

export interface FixtureServer {
  url: string;
  faults: Map<string, Fault>;
  /** Every request as received (path only), in order. */
  requests: string[];
  /** Paths requested at the same time as another one (must stay empty: one request at a time per host). */
  overlaps: string[];
  close(): Promise<void>;
}

/**
 * A copy of a source site on 127.0.0.1 for the scraper tests: serves files with no charset in the header (as
 * LawPhil does), counts requests, notes concurrent ones, and injects faults on chosen paths.
 */
export async function startFixtureServer(site: FixtureSite): Promise<FixtureServer> {
  const faults = new Map<string, Fault>();
  const hits = new Map<string, number>();
  const requests: string[] = [];
  const overlaps: string[] = [];
  let inFlight = 0;
  let down = false;

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    if (site.remoteSwitch && req.method === 'POST' && (path === FIXTURE_SWITCH.down || path === FIXTURE_SWITCH.up)) {
      down = path === FIXTURE_SWITCH.down;
      return res.end(down ? 'down' : 'up');
    }
    if (down) return req.socket.destroy();
    requests.push(path);
    if (inFlight > 0) overlaps.push(path);
    inFlight++;
    res.on('close', () => inFlight--);
    const hit = (hits.get(path) ?? 0) + 1;
    hits.set(path, hit);
    const fault = faults.get(path);
    if (fault && (!('times' in fault) || fault.times === undefined || hit <= fault.times)) {
      if (fault.kind === 'status') {
        res.writeHead(fault.status, fault.retryAfter ? { 'retry-after': fault.retryAfter } : {});
        return res.end('fault');
      }
      if (fault.kind === 'hang') return; // never answers: the client's timeout must fire
      if (fault.kind === 'body') {
        res.writeHead(200, { 'content-type': fault.contentType ?? 'text/html' });
        return res.end(fault.body);
      }
      const body = fileFor(path);
      res.writeHead(200, { 'content-type': 'text/html', 'content-length': String(body?.length ?? 1000) });
      res.write((body ?? Buffer.alloc(1000)).subarray(0, Math.floor((body?.length ?? 1000) / 3)));
      return res.destroy(); // fewer bytes than promised: a truncated page
    }
    if (path === '/robots.txt') {
      res.writeHead(200, { 'content-type': 'text/plain' });
      return res.end(site.robots ?? 'User-agent: *\nAllow: /\n');
    }
    const body = fileFor(path);
    if (!body) {
      res.writeHead(404, { 'content-type': 'text/html' });
      return res.end('<html><body>Not found</body></html>');
    }
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(body);
  };

  function fileFor(path: string): Buffer | undefined {
    const inMemory = site.files?.get(path);
    if (inMemory) return inMemory;
    if (!site.dir) return undefined;
    const file = join(site.dir, normalize(path).replace(/^(\.\.[/\\])+/, ''));
    return existsSync(file) && statSync(file).isFile() ? readFileSync(file) : undefined;
  }

  const server: Server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    faults,
    requests,
    overlaps,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
