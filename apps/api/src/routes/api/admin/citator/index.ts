import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardedErrors } from '@batas/shared/contracts/admin-common';
import * as schema from '@batas/shared/contracts/admin-citator';
import { ok } from '../../../../lib/envelope.ts';
import { decideReportPageAsAdmin } from '../../../../services/citator/decide-report-page.ts';
import { libraryHealth, refreshedLibraryHealth } from '../../../../services/citator/library-health.ts';
import { listReportPages } from '../../../../services/citator/list-report-pages.ts';
import { searchDecisions } from '../../../../services/citator/search-decisions.ts';
import { guardSection } from '../guard.ts';

const tags = ['admin', 'citator'];

/**
 * Admin → Citator (ADMIN_ACCESS.citator): the report crosswalk's review (which decision each SCRA, Phil. and O.G.
 * page is, where the evidence disagrees or is thin) and the library's health (which citations resolve, which
 * documents the library lacks). packages/db/src/citator/README.md describes both.
 */
const citatorRoutes: FastifyPluginAsyncZod = async (app) => {
  guardSection(app, 'citator');

  app.get(
    '/pages',
    {
      schema: {
        tags,
        querystring: schema.reportPagesQuery,
        response: { 200: schema.reportPagesResponse, ...guardedErrors },
      },
    },
    async (request) => ok(await listReportPages(app.db, request.query)),
  );

  app.post(
    '/pages/:key/decision',
    {
      schema: {
        tags,
        params: schema.reportPageParams,
        body: schema.reportPageDecisionBody,
        response: { 200: schema.reportPageDecisionResponse, ...guardedErrors },
      },
    },
    async (request) => ok(await decideReportPageAsAdmin(app.db, request.user!, request.params.key, request.body)),
  );

  app.get(
    '/decisions',
    {
      schema: {
        tags,
        querystring: schema.decisionSearchQuery,
        response: { 200: schema.decisionSearchResponse, ...guardedErrors },
      },
    },
    async (request) => ok({ decisions: await searchDecisions(app.db, request.query.q) }),
  );

  app.get(
    '/health',
    { schema: { tags, response: { 200: schema.libraryHealthResponse, ...guardedErrors } } },
    async () => ok(await libraryHealth(app.db)),
  );

  app.post(
    '/health/refresh',
    { schema: { tags, response: { 200: schema.libraryHealthResponse, ...guardedErrors } } },
    async () => ok(await refreshedLibraryHealth(app.db)),
  );
};

export default citatorRoutes;
