import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the same zod schemas that validate requests; browsable at /api/docs. */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: { title: 'Batas API', description: 'Philippine legal information platform', version: '1.0.0' },
        components: {
          securitySchemes: {
            // API clients: the token of POST /api/auth/login's answer (data.token), as Authorization: Bearer.
            bearer: { type: 'http', scheme: 'bearer' },
            // The web app: the HttpOnly session cookie the sign-ins set; its state-changing requests also send
            // X-CSRF-Token (GET /api/auth/csrf). The back-office's cookie is batas_admin, with X-Batas-Session: admin.
            sessionCookie: { type: 'apiKey', in: 'cookie', name: 'batas_session' },
          },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'swagger' },
);
