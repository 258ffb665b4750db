import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '@batas/db';
import type { AppConfig } from './config/env.ts';
import { fastifyTrustProxy } from './config/trust-proxy.ts';
import dbPlugin from './plugins/external/db.ts';
import helmetPlugin from './plugins/external/helmet.ts';
import rateLimitPlugin from './plugins/external/rate-limit.ts';
import multipartPlugin from './plugins/external/multipart.ts';
import swaggerPlugin from './plugins/external/swagger.ts';
import compressPlugin from './plugins/external/compress.ts';
import cookiesPlugin from './plugins/external/cookies.ts';
import webAppPlugin from './plugins/external/web-app.ts';
import errorHandlerPlugin from './plugins/app/error-handler.ts';
import notFoundPlugin from './plugins/app/not-found.ts';
import configPlugin from './plugins/app/config.ts';
import authPlugin from './plugins/app/auth.ts';
import authorizationPlugin from './plugins/app/authorization.ts';
import apiRoutes from './routes/api/index.ts';
import { refuseMalformedHost } from './lib/host-header.ts';
import webRoutes from './routes/web/index.ts';

export interface BuildAppOptions {
  config: AppConfig;
  db: Database;
  /** Folder of the built web app to serve on the same port (production); omitted in API tests. */
  webDistDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** How long a client may take to send its headers, and its whole request (tests shorten them). */
  timeouts?: { headersMs: number; requestMs: number };
}

/**
 * A request must arrive within 30 s, its headers within 20 s: a client trickling a body one byte every ten
 * seconds held a connection (and a worker's memory) for minutes. Node checks these every second here (its
 * default is every 30 s, which would let a 30 s limit run to a minute).
 */
export const REQUEST_TIMEOUTS = { headersMs: 20_000, requestMs: 30_000 } as const;

/** Registers plugins/external → plugins/app → routes, in that order (ARCHITECTURE.md). */
export async function buildApp({
  config,
  db,
  webDistDir,
  logger = false,
  timeouts = REQUEST_TIMEOUTS,
}: BuildAppOptions) {
  const app = Fastify({
    logger,
    trustProxy: fastifyTrustProxy(config.TRUST_PROXY),
    bodyLimit: 2 * 1024 * 1024,
    requestTimeout: timeouts.requestMs,
    http: {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      connectionsCheckingInterval: Math.min(1_000, timeouts.headersMs),
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.addHook('onRequest', refuseMalformedHost);
  await app.register(dbPlugin, { db });
  await app.register(helmetPlugin, { publicUrl: config.PUBLIC_URL, devServer: config.WEB_DEV_SERVER });
  await app.register(compressPlugin);
  await app.register(cookiesPlugin, { secret: config.JWT_SECRET! });
  await app.register(rateLimitPlugin);
  await app.register(multipartPlugin);
  await app.register(swaggerPlugin);
  // Links the server writes (canonical, JSON-LD, sitemaps) are built on the configured address, never on the Host
  // header a client sent: PUBLIC_URL, else the default of e-mail links (http://localhost:$PORT).
  const siteUrl = config.mail.publicUrl;
  if (config.WEB_DEV_SERVER) {
    // The web app's sources, which `npm run dev` renders pages from.
    const devRoot = fileURLToPath(new URL('../../web', import.meta.url));
    await app.register(webAppPlugin, { distDir: webDistDir ?? '', siteUrl, devRoot });
  } else if (webDistDir) await app.register(webAppPlugin, { distDir: webDistDir, siteUrl });

  await app.register(configPlugin, { config });
  await app.register(errorHandlerPlugin);
  await app.register(notFoundPlugin);
  await app.register(authPlugin);
  await app.register(authorizationPlugin);

  await app.register(apiRoutes, { prefix: '/api' });
  await app.register(webRoutes, { siteUrl, cacheable: Boolean(config.PUBLIC_URL) });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
