import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RateLimitOptions } from '@fastify/rate-limit';
import { contactRoute } from '@batas/shared/contracts/contact';
import { publicSiteRoute } from '@batas/shared/contracts/site-settings';
import { route } from '../../../lib/route.ts';
import { clientAddress } from '../../../lib/client-address.ts';
import { ok } from '../../../lib/envelope.ts';
import { presentPublicSite } from '../../../presenters/site-settings.ts';
import { sendContactMessage } from '../../../services/contact/send-contact-message.ts';
import { readSiteSettings } from '../../../services/site-settings/read-site-settings.ts';

/** A few messages an hour from one address: enough for a person, too few to use the form as a mail cannon. */
export const CONTACT_LIMIT = { max: 5, windowMinutes: 60 } as const;

const contactRateLimit: RateLimitOptions = {
  max: CONTACT_LIMIT.max,
  timeWindow: `${CONTACT_LIMIT.windowMinutes} minutes`,
  keyGenerator: (request) => `contact|${clientAddress(request)}`,
  errorResponseBuilder: (_request, context) => ({
    statusCode: 429,
    message: `Too many messages from your connection. Please wait ${context.after} and try again.`,
  }),
};

/** The public face of the settings (GET /api/site) and the contact form (POST /api/site/contact). */
const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, publicSiteRoute, { handler: async () => ok(presentPublicSite(await readSiteSettings(app.db))) });

  route(app, contactRoute, {
    config: { rateLimit: contactRateLimit },
    handler: async (request, reply) => {
      await sendContactMessage(app.db, request.body);
      return reply.code(202).send({ success: true as const, message: 'Thank you. Your message has been sent.' });
    },
  });
};

export default siteRoutes;
