import type { FastifyRequest } from 'fastify';

/** Query keys whose value is a secret: reset and verification links, OAuth-style codes, signatures. */
const SECRET_QUERY_KEY = /^(?:.*token|code|secret|password|passwd|key|api[-_]?key|signature|sig|_?csrf)$/i;

/**
 * The request's address as the log shows it: every secret query value replaced by '[redacted]'. A reset or
 * verification link is a password for as long as it works, and request logs are kept, copied and shipped.
 */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const pairs = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals < 0) return pair;
      let key = pair.slice(0, equals);
      try {
        key = decodeURIComponent(key.replace(/\+/g, ' '));
      } catch {
        // a malformed escape: judge the key as written
      }
      return SECRET_QUERY_KEY.test(key.trim()) ? `${pair.slice(0, equals)}=[redacted]` : pair;
    });
  return `${url.slice(0, at)}?${pairs.join('&')}`;
}

/**
 * The server's logger: pino at `level`, credentials redacted wherever they appear (headers, bodies, query
 * strings), and request lines with the same fields as Fastify's own serializer.
 */
export function loggerOptions(level: string, stream?: { write(line: string): void }) {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: [
      'req.headers.authorization',
      'req.headers.cookie',
      'req.headers["x-csrf-token"]',
      'res.headers["set-cookie"]',
      'body.password',
      'body.token',
    ],
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url ?? ''),
        hostname: request.hostname,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}
