import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../../lib/envelope.ts';
import { analyticsReport } from '../../../../services/analytics/analytics-report.ts';
import { guardSection } from '../guard.ts';
import { guardedErrors } from '@batas/shared/contracts/admin-common';
import { analyticsQuery, analyticsResponse, type AnalyticsPeriod } from '@batas/shared/contracts/admin-analytics';

/** The Analytics page's figures: super_admin and admin (ADMIN_ACCESS.analytics). */
const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  guardSection(app, 'analytics');
  app.get(
    '/',
    {
      schema: { tags: ['admin'], querystring: analyticsQuery, response: { 200: analyticsResponse, ...guardedErrors } },
    },
    async (request) => ok(await analyticsReport(app.db, request.query.days as AnalyticsPeriod)),
  );
};

export default analyticsRoutes;
