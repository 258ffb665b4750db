import type { FastifyPluginAsync } from 'fastify';
import { requireDeclaredRoutes } from '../../lib/route.ts';
import healthRoutes from './health/index.ts';
import documentRoutes from './documents/index.ts';
import adminRoutes from './admin/index.ts';
import authRoutes from './auth/index.ts';
import lawyerRoutes from './lawyers/index.ts';
import articleRoutes from './articles/index.ts';
import citationRoutes from './citations/index.ts';
import siteRoutes from './site/index.ts';
import jobRoutes from './jobs/index.ts';
import meRoutes from './me/index.ts';
import alertLinkRoutes from './alerts/index.ts';

/** Every resource under /api. Each folder holds one resource's thin handlers and its schemas. */
const apiRoutes: FastifyPluginAsync = async (app) => {
  requireDeclaredRoutes(app);
  await app.register(healthRoutes, { prefix: '/health' });
  await app.register(documentRoutes, { prefix: '/documents' });
  await app.register(adminRoutes, { prefix: '/admin' });
  await app.register(authRoutes, { prefix: '/auth' });
  await app.register(lawyerRoutes, { prefix: '/lawyers' });
  await app.register(articleRoutes, { prefix: '/articles' });
  await app.register(citationRoutes, { prefix: '/citations' });
  await app.register(siteRoutes, { prefix: '/site' });
  await app.register(jobRoutes, { prefix: '/jobs' });
  await app.register(meRoutes, { prefix: '/me' });
  await app.register(alertLinkRoutes, { prefix: '/alerts' });
};

export default apiRoutes;
