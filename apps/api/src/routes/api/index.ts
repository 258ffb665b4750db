import type { FastifyPluginAsync } from 'fastify';
import healthRoutes from './health/index.ts';
import documentRoutes from './documents/index.ts';

/** Every resource under /api. Each folder holds one resource's thin handlers and its schemas. */
const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes, { prefix: '/health' });
  await app.register(documentRoutes, { prefix: '/documents' });
};

export default apiRoutes;
