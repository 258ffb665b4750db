import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '@batas/db/test';
import { loadConfig } from '../src/config/env.ts';
import { buildApp, REQUEST_TIMEOUTS, type App } from '../src/app.ts';

/** A client that sends a little and then trickles: the server must close on it, not wait for it. */
function trickle(port: number, head: string): Promise<{ closedAfterMs: number; answer: string }> {
  return new Promise((resolve) => {
    const started = Date.now();
    let answer = '';
    const socket: Socket = connect(port, '127.0.0.1', () => socket.write(head));
    const drip = setInterval(() => socket.write('x'), 300);
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(drip);
      resolve({ closedAfterMs: Date.now() - started, answer });
    });
  });
}

describe('request timeouts', () => {
  let app: App;
  let port: number;
  const db = openTestDatabase();
  beforeAll(async () => {
    const config = loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'test-secret-that-is-long-enough-0123456789' });
    app = await buildApp({ config, db: await db, timeouts: { headersMs: 1_000, requestMs: 1_500 } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await app.close();
    await (await db).close();
  });

  it('are about 30 s for a request and 20 s for its headers', () => {
    expect(REQUEST_TIMEOUTS).toEqual({ headersMs: 20_000, requestMs: 30_000 });
  });

  it('end a body trickled one byte at a time', async () => {
    const head =
      'POST /api/citations/extract HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
      'Content-Length: 100000\r\n\r\n{"text":"';
    const { closedAfterMs, answer } = await trickle(port, head);
    expect(closedAfterMs).toBeLessThan(5_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('end headers trickled one byte at a time', async () => {
    const { closedAfterMs } = await trickle(port, 'GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
    expect(closedAfterMs).toBeLessThan(5_000);
  });
});
