import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '@batas/db';
import type { AppConfig } from './config/env.ts';
import dbPlugin from './plugins/external/db.ts';
import helmetPlugin from './plugins/external/helmet.ts';
import rateLimitPlugin from './plugins/external/rate-limit.ts';
import multipartPlugin from './plugins/external/multipart.ts';
import swaggerPlugin from './plugins/external/swagger.ts';
import staticWebPlugin from './plugins/external/static-web.ts';
import errorHandlerPlugin from './plugins/app/error-handler.ts';
import notFoundPlugin from './plugins/app/not-found.ts';
import configPlugin from './plugins/app/config.ts';
import authPlugin from './plugins/app/auth.ts';
import authorizationPlugin from './plugins/app/authorization.ts';
import apiRoutes from './routes/api/index.ts';

export interface BuildAppOptions {
  config: AppConfig;
  db: Database;
  /** Folder of the built web app to serve on the same port (production); omitted in API tests. */
  webDistDir?: string;
  logger?: FastifyServerOptions['logger'];
}

/** Registers plugins/external → plugins/app → routes, in that order (ARCHITECTURE.md). */
export async function buildApp({ config, db, webDistDir, logger = false }: BuildAppOptions) {
  const app = Fastify({
    logger,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 2 * 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(dbPlugin, { db });
  await app.register(helmetPlugin);
  await app.register(rateLimitPlugin);
  await app.register(multipartPlugin);
  await app.register(swaggerPlugin);
  if (webDistDir) await app.register(staticWebPlugin, { distDir: webDistDir });

  await app.register(configPlugin, { config });
  await app.register(errorHandlerPlugin);
  await app.register(notFoundPlugin);
  await app.register(authPlugin);
  await app.register(authorizationPlugin);

  await app.register(apiRoutes, { prefix: '/api' });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
