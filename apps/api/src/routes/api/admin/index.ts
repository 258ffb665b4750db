import type { FastifyPluginAsync } from 'fastify';
import loginRoute from './login.ts';
import dashboardRoutes from './dashboard/index.ts';
import userRoutes from './users/index.ts';
import approvalRoutes from './approvals/index.ts';
import adminDocumentRoutes from './documents/index.ts';
import auditLogRoutes from './audit-log/index.ts';
import scrapingRoutes from './scraping/index.ts';
import libraryRoutes from './library/index.ts';
import citatorRoutes from './citator/index.ts';
import analyticsRoutes from './analytics/index.ts';
import notificationRoutes from './notifications/index.ts';
import settingsRoutes from './settings/index.ts';
import adminAlertRoutes from './alerts/index.ts';

/**
 * /api/admin. Every group but login carries its own guard (guard.ts) built from ADMIN_ACCESS, so the role
 * matrix is enforced in one place per group. The scraping group (/api/admin/scraping) is registered by its owner.
 */
const adminRoutes: FastifyPluginAsync = async (app) => {
  await app.register(loginRoute);
  await app.register(dashboardRoutes, { prefix: '/dashboard' });
  await app.register(userRoutes, { prefix: '/users' });
  await app.register(approvalRoutes, { prefix: '/users' });
  await app.register(adminDocumentRoutes, { prefix: '/documents' });
  await app.register(auditLogRoutes, { prefix: '/audit-log' });
  await app.register(scrapingRoutes, { prefix: '/scraping' });
  await app.register(libraryRoutes, { prefix: '/library' });
  await app.register(citatorRoutes, { prefix: '/citator' });
  await app.register(analyticsRoutes, { prefix: '/analytics' });
  await app.register(notificationRoutes, { prefix: '/notifications' });
  await app.register(settingsRoutes, { prefix: '/settings' });
  await app.register(adminAlertRoutes, { prefix: '/alerts' });
};

export default adminRoutes;
