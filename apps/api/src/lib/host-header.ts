import type { FastifyReply, FastifyRequest } from 'fastify';

/** A host name or an IPv4 address, or a bracketed IPv6 address, with an optional port: nothing else. */
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * onRequest: 400 for a Host header that is not a host (userinfo 'a@b', a path, spaces). Node accepts any text
 * there, and a URL built on it ('http://a@b/…') once broke the server renderer. No address the server writes is
 * built on the Host header; this keeps nonsense out of logs and out of anything that reads it later. A request
 * without one (HTTP/1.0) passes.
 */
export async function refuseMalformedHost(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const host = request.headers.host;
  if (host === undefined || HOST.test(host)) return;
  await reply.code(400).send({ success: false, message: 'Invalid Host header' });
}
