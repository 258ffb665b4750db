import type { FastifyPluginAsync } from 'fastify';
import alertRoutes from './alerts.ts';
import folderRoutes from './folders.ts';

/** /api/me: what a signed-in account keeps for itself. Every route reads and writes the caller's own rows only. */
const meRoutes: FastifyPluginAsync = async (app) => {
  await app.register(folderRoutes, { prefix: '/folders' });
  await app.register(alertRoutes, { prefix: '/alerts' });
};

export default meRoutes;
