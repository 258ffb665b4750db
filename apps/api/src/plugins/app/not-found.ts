import fp from 'fastify-plugin';

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * Unknown API paths get a JSON 404. Any other GET is a client-side route (/law-library/GR-1, /admin/users…):
 * when the built web app is served it answers index.html and the client router takes over.
 */
export default fp(
  async (app) => {
    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      if (!isApiPath(path) && ['GET', 'HEAD'].includes(request.method) && app.spaIndexAvailable) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      }
      return reply.code(404).send({ success: false, message: `No route for ${request.method} ${path}` });
    });
  },
  { name: 'not-found' },
);
