/**
 * The fetcher against hostile sites on this machine: it never leaves the configured origins (not for an
 * off-site URL, not for a redirect hop), never connects to a private address under a host name, and reads at
 * most its byte cap of an answer that declares no length.
 */
import { lookup } from 'node:dns/promises';
import { hostname } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicAddress } from '../../../src/fetch/address-policy.ts';
import { FetchError } from '../../../src/fetch/fetch-error.ts';
import { HostGate } from '../../../src/fetch/host-gate.ts';
import { PoliteFetcher } from '../../../src/fetch/polite-fetcher.ts';
import { redirect, sendHtml, startHttpSite, streamEndlessly, type HttpSite } from '../../support/http-site.ts';

const SECRET = '<html><body><p>internal service: db password hunter2</p></body></html>';
const MB = 1024 * 1024;

let secret: HttpSite;
let source: HttpSite;
let streamed = 0;

beforeAll(async () => {
  // Another service on this machine that the crawler must never reach.
  secret = await startHttpSite((_req, res) => sendHtml(res, SECRET), '0.0.0.0');
  source = await startHttpSite(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path === '/robots.txt') return sendHtml(res, 'User-agent: *\nDisallow: /private/\n');
    if (path === '/page.html') return sendHtml(res, '<html><body><p>a law</p></body></html>');
    if (path === '/moved.html') return redirect(res, '/page.html', 301);
    if (path === '/to-private.html') return redirect(res, '/private/x.html');
    if (path === '/cross-host.html') return redirect(res, `${secret.url}/admin`);
    if (path === '/cross-host-by-name.html') return redirect(res, `http://localhost:${secret.port}/admin`);
    if (path === '/loop.html') return redirect(res, '/loop.html');
    if (path === '/huge.html') streamed = await streamEndlessly(res, 60 * MB);
    else sendHtml(res, 'not found', 404);
  });
});
afterAll(async () => {
  await source.close();
  await secret.close();
});

const fetcherFor = (allowed: string[], maxBytes?: number) =>
  new PoliteFetcher({
    delayMs: 0,
    allowedOrigins: allowed,
    gate: new HostGate(),
    timeoutMs: 20_000,
    retry: { retries: 2, baseDelayMs: 10, maxDelayMs: 50 },
    ...(maxBytes ? { maxBytes } : {}),
  });

async function failure(promise: Promise<unknown>): Promise<FetchError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(FetchError);
  return error as FetchError;
}

describe('origins', () => {
  it('fetches the configured site and follows a redirect that stays on it', async () => {
    const page = await fetcherFor([source.url]).fetch(`${source.url}/moved.html`);
    expect(Buffer.from(page.bytes).toString()).toContain('a law');
  });

  it('refuses a URL on another origin without sending anything there', async () => {
    const error = await failure(fetcherFor([source.url]).fetch(`${secret.url}/admin`));
    expect(error.kind).toBe('refused');
    expect(secret.requests).toEqual([]);
  });

  it.each(['/cross-host.html', '/cross-host-by-name.html'])(
    'refuses a redirect to another host (%s) at the hop',
    async (path) => {
      const error = await failure(fetcherFor([source.url]).fetch(`${source.url}${path}`));
      expect(error.kind).toBe('refused');
      expect(error.message).toMatch(/redirects off the source site/);
      expect(secret.requests).toEqual([]);
    },
  );

  it('checks robots.txt again for the target of a redirect', async () => {
    const before = source.paths().length;
    const error = await failure(fetcherFor([source.url]).fetch(`${source.url}/to-private.html`));
    expect(error.kind).toBe('robots');
    expect(source.paths().slice(before)).not.toContain('/private/x.html');
  });

  it('gives up after five redirects', async () => {
    const error = await failure(fetcherFor([source.url]).fetch(`${source.url}/loop.html`));
    expect(error.message).toMatch(/more than 5 redirects/);
  });
});

describe('private addresses', () => {
  it('refuses a host name that resolves to a private address, even when it is the configured site', async () => {
    const name = hostname();
    const { address } = await lookup(name);
    if (isPublicAddress(address)) {
      console.warn(`SKIPPED: ${name} resolves to the public address ${address} on this machine`);
      return;
    }
    const base = `http://${name}:${secret.port}`;
    const error = await failure(fetcherFor([base]).fetch(`${base}/admin`));
    expect(error.kind).toBe('refused');
    expect(error.message).toMatch(/private or link-local address/);
    expect(secret.requests).toEqual([]);
  });

  it('reaches a local copy configured by IP address or as localhost', async () => {
    const byName = `http://localhost:${source.port}`;
    await expect(fetcherFor([byName]).fetch(`${byName}/page.html`)).resolves.toMatchObject({ status: 200 });
    await expect(fetcherFor([source.url]).fetch(`${source.url}/page.html`)).resolves.toMatchObject({ status: 200 });
  });

  it.each([
    ['127.0.0.1', false],
    ['10.1.2.3', false],
    ['172.20.0.1', false],
    ['192.168.1.1', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['0.0.0.0', false],
    ['::1', false],
    ['fe80::1', false],
    ['fd00::1', false],
    ['64:ff9b:1::a00:1', false],
    ['fec0::1', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:10.0.0.1', false],
    ['203.119.8.10', true],
    ['2606:4700::1111', true],
  ])('%s is public: %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});

describe('size cap', () => {
  it('stops reading a 60 MB answer with no declared length at the cap, and does not ask again', async () => {
    const cap = 25 * MB;
    const before = source.paths().filter((path) => path === '/huge.html').length;
    const error = await failure(fetcherFor([source.url], cap).fetch(`${source.url}/huge.html`));
    expect(error.kind).toBe('too-large');
    expect(error.message).toMatch(/larger than 26214400 bytes/);
    // The connection was cut near the cap (socket buffers aside): the rest of the 60 MB was never sent.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(streamed).toBeGreaterThan(cap);
    expect(streamed).toBeLessThan(cap + 16 * MB);
    expect(source.paths().filter((path) => path === '/huge.html').length - before).toBe(1);
  });
});
