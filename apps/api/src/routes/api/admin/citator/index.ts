import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../../lib/route.ts';
import * as schema from '@batas/shared/contracts/admin-citator';
import { ok } from '../../../../lib/envelope.ts';
import { decideReportPageAsAdmin } from '../../../../services/citator/decide-report-page.ts';
import { libraryHealth, refreshedLibraryHealth } from '../../../../services/citator/library-health.ts';
import { listReportPages } from '../../../../services/citator/list-report-pages.ts';
import { searchDecisions } from '../../../../services/citator/search-decisions.ts';
import { guardSection } from '../guard.ts';

/**
 * Admin → Citator (ADMIN_ACCESS.citator): the report crosswalk's review (which decision each SCRA, Phil. and O.G.
 * page is, where the evidence disagrees or is thin) and the library's health (which citations resolve, which
 * documents the library lacks). packages/db/src/citator/README.md describes both.
 */
const citatorRoutes: FastifyPluginAsyncZod = async (app) => {
  guardSection(app, 'citator');

  route(app, schema.reportPagesRoute, { handler: async (request) => ok(await listReportPages(app.db, request.query)) });

  route(app, schema.reportPageDecisionRoute, {
    handler: async (request) =>
      ok(await decideReportPageAsAdmin(app.db, request.user!, request.params.key, request.body)),
  });

  route(app, schema.decisionSearchRoute, {
    handler: async (request) => ok({ decisions: await searchDecisions(app.db, request.query.q) }),
  });

  route(app, schema.libraryHealthRoute, { handler: async () => ok(await libraryHealth(app.db)) });

  route(app, schema.refreshLibraryHealthRoute, { handler: async () => ok(await refreshedLibraryHealth(app.db)) });
};

export default citatorRoutes;
