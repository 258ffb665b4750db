import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import { SCRIPTS_AFTER_PAINT_CSP } from '../../services/web-pages/scripts-after-paint.ts';

const ONE_YEAR = 31_536_000;

/**
 * Security headers. Pages load only their own scripts (the page's data travels in JSON blocks); the one inline script
 * allowed is the fixed loader that requests a rendered page's scripts after its first paint, by its hash.
 * Mantine needs inline style attributes.
 *
 * The HTTPS-only headers (Strict-Transport-Security and CSP's upgrade-insecure-requests) are sent only to a request
 * that came over HTTPS: directly, through a trusted proxy that says so (TRUST_PROXY and X-Forwarded-Proto), or
 * when PUBLIC_URL is https. Sent over plain HTTP they would break an office that serves the platform on its LAN
 * (http://192.168.x.x:3000): the browser would upgrade every asset request to https and the page would not load.
 */
export default fp<{ publicUrl?: string; devServer?: boolean }>(
  async (app, { publicUrl, devServer = false }) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          // `npm run dev` only: Vite's hot reload needs its inline preamble and its socket ('unsafe-inline' would be
          // ignored beside a hash, so the hash goes).
          scriptSrc: ["'self'", devServer ? "'unsafe-inline'" : SCRIPTS_AFTER_PAINT_CSP],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          connectSrc: ["'self'", ...(devServer ? ['ws:'] : [])],
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      hsts: false,
      crossOriginEmbedderPolicy: false,
    });
    const alwaysHttps = publicUrl?.startsWith('https://') ?? false;
    app.addHook('onSend', async (request, reply, payload) => {
      if (!alwaysHttps && request.protocol !== 'https') return payload;
      reply.header('strict-transport-security', `max-age=${ONE_YEAR}; includeSubDomains`);
      const policy = reply.getHeader('content-security-policy');
      if (typeof policy === 'string' && !policy.includes('upgrade-insecure-requests')) {
        reply.header('content-security-policy', `${policy};upgrade-insecure-requests`);
      }
      return payload;
    });
  },
  { name: 'helmet' },
);
