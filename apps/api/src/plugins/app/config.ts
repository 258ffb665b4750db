import fp from 'fastify-plugin';
import type { AppConfig } from '../../config/env.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

/** The validated configuration, for routes and services that need a setting (secrets, folders). */
export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    app.decorate('config', config);
  },
  { name: 'config' },
);
