import type { FastifyInstance } from 'fastify';

const QUIET_PERIOD_MS = 150;
const MAX_DRAIN_MS = 10_000;

/**
 * Counts requests in flight so that a stop can wait for them. Call before the server starts listening.
 *
 * Why not just app.close(): while the event loop is busy (PGlite runs queries on the main thread) clients'
 * connections wait in the kernel's accept queue and their requests in socket buffers. Closing the listener resets
 * the first, and http.Server.close() destroys the second as 'idle': clients that had already sent a request
 * would see ECONNRESET. So on a stop we first drain: everything that already reached us is read and answered
 * (with `Connection: close`), and once no request has arrived for a moment the listener and the idle
 * connections are closed. A client that keeps sending cannot hold the stop beyond MAX_DRAIN_MS.
 */
export function trackInFlightRequests(app: FastifyInstance) {
  let inFlight = 0;
  let lastActivity = Date.now();
  let draining = false;
  app.addHook('onRequest', async (_request, reply) => {
    inFlight++;
    lastActivity = Date.now();
    if (draining) reply.header('connection', 'close');
  });
  app.addHook('onResponse', async () => {
    inFlight--;
    lastActivity = Date.now();
  });

  return async function drainAndClose(): Promise<void> {
    draining = true;
    const started = Date.now();
    while (Date.now() - started < MAX_DRAIN_MS) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      if (inFlight <= 0 && Date.now() - lastActivity >= QUIET_PERIOD_MS) break;
    }
    await app.close();
  };
}
