import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as schema from '@batas/shared/contracts/site-settings';
import { guardedErrors } from '@batas/shared/contracts/admin-common';
import { ok } from '../../../../lib/envelope.ts';
import { presentSiteSettings } from '../../../../presenters/site-settings.ts';
import { readSiteSettings } from '../../../../services/site-settings/read-site-settings.ts';
import { sendTestEmail } from '../../../../services/site-settings/send-test-email.ts';
import { updateSiteSettings } from '../../../../services/site-settings/update-site-settings.ts';
import { guardSection } from '../guard.ts';

const tags = ['admin', 'settings'];

/** Admin → Settings: super admins only (ADMIN_ACCESS.settings). */
const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  guardSection(app, 'settings');

  app.get('/', { schema: { tags, response: { 200: schema.siteSettingsResponse, ...guardedErrors } } }, async () =>
    ok(presentSiteSettings(await readSiteSettings(app.db))),
  );

  app.put(
    '/',
    {
      schema: { tags, body: schema.siteSettingsBody, response: { 200: schema.siteSettingsResponse, ...guardedErrors } },
    },
    async (request) => ({
      ...ok(await updateSiteSettings(app.db, request.user!, request.body)),
      message: 'Settings saved',
    }),
  );

  app.post(
    '/test-email',
    { schema: { tags, response: { 202: schema.testEmailResponse, ...guardedErrors } } },
    async (request, reply) => {
      const { message, ...data } = await sendTestEmail(app.db, app.config.mail, request.user!);
      return reply.code(202).send({ ...ok(data), message });
    },
  );
};

export default settingsRoutes;
