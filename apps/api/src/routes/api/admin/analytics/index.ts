import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../../lib/envelope.ts';
import { analyticsReport } from '../../../../services/analytics/analytics-report.ts';
import { guardSection } from '../guard.ts';
import { analyticsRoute, type AnalyticsPeriod } from '@batas/shared/contracts/admin-analytics';
import { route } from '../../../../lib/route.ts';

/** The Analytics page's figures: super_admin and admin (ADMIN_ACCESS.analytics). */
const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  guardSection(app, 'analytics');
  route(app, analyticsRoute, {
    handler: async (request) => ok(await analyticsReport(app.db, request.query.days as AnalyticsPeriod)),
  });
};

export default analyticsRoutes;
