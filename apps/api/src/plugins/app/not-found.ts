import fp from 'fastify-plugin';

/**
 * What no route answers: an unknown API path, or a built file that does not exist (a chunk of an older build). Page
 * addresses never get here when the web app is served: plugins/external/web-app.ts answers them.
 */
export default fp(
  async (app) => {
    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      return reply.code(404).send({ success: false, message: `No route for ${request.method} ${path}` });
    });
  },
  { name: 'not-found' },
);
