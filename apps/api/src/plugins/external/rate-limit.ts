import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';

/** Registered without a global limit: routes that need one (sign-in, registration) set their own. */
export default fp(
  async (app) => {
    await app.register(rateLimit, { global: false });
  },
  { name: 'rate-limit' },
);
