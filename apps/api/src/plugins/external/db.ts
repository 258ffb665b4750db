import fp from 'fastify-plugin';
import type { Database } from '@batas/db';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

/** Makes the already-opened database available to routes. The process (server.ts) owns opening and closing it. */
export default fp<{ db: Database }>(
  async (app, { db }) => {
    app.decorate('db', db);
  },
  { name: 'db' },
);
