import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as schema from '@batas/shared/contracts/site-settings';
import { route } from '../../../../lib/route.ts';
import { ok } from '../../../../lib/envelope.ts';
import { presentSiteSettings } from '../../../../presenters/site-settings.ts';
import { readSiteSettings } from '../../../../services/site-settings/read-site-settings.ts';
import { sendTestEmail } from '../../../../services/site-settings/send-test-email.ts';
import { updateSiteSettings } from '../../../../services/site-settings/update-site-settings.ts';
import { guardSection } from '../guard.ts';

/** Admin → Settings: super admins only (ADMIN_ACCESS.settings). */
const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  guardSection(app, 'settings');

  route(app, schema.siteSettingsRoute, {
    handler: async () => ok(presentSiteSettings(await readSiteSettings(app.db))),
  });

  route(app, schema.saveSiteSettingsRoute, {
    handler: async (request) => ({
      ...ok(await updateSiteSettings(app.db, request.user!, request.body)),
      message: 'Settings saved',
    }),
  });

  route(app, schema.testEmailRoute, {
    handler: async (request, reply) => {
      const { message, ...data } = await sendTestEmail(app.db, app.config.mail, request.user!);
      return reply.code(202).send({ ...ok(data), message });
    },
  });
};

export default settingsRoutes;
