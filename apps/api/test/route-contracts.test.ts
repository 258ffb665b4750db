/**
 * A declared route answers only as its declaration says. The API tests run with BATAS_VALIDATE_RESPONSES=1
 * (vitest.config.ts), so an answer outside its declaration is turned into a 500 that names the drift; and the
 * declaration's input schemas guard the handler the way hand-written route schemas did.
 */
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorSchema, successSchema } from '@batas/shared/contracts/envelope';
import { defineRoute, fileAnswer } from '@batas/shared/contracts/route';
import errorHandlerPlugin from '../src/plugins/app/error-handler.ts';
import { requireDeclaredRoutes, route } from '../src/lib/route.ts';

const echoRoute = defineRoute({
  method: 'GET',
  path: '/probe/:id',
  params: z.object({ id: z.string().regex(/^\d+$/, 'must be digits') }),
  query: z.object({ answer: z.enum(['right', 'wrong-body', 'teapot', 'bad-error', 'file']) }),
  responses: { 200: successSchema(z.object({ id: z.string() })), 404: errorSchema },
});

const fileRoute = defineRoute({ method: 'GET', path: '/probe/file', responses: { 200: fileAnswer } });

async function probeApp() {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorHandlerPlugin);
  await app.register(
    async (probe) => {
      route(probe, fileRoute, {
        handler: async (_request, reply) => reply.type('text/csv').send('a,b\n'),
      });
      route(probe, echoRoute, {
        handler: async (request, reply) => {
          const { answer } = request.query;
          if (answer === 'right') return { success: true as const, data: { id: request.params.id } };
          // Casts: the typecheck refuses these answers; the run-time check must refuse them as well.
          if (answer === 'wrong-body')
            return reply.type('application/json').send('{"success":true,"data":{}}' as never);
          if (answer === 'teapot') return reply.code(418 as 404).send({ success: false, message: 'a teapot' });
          return reply
            .code(404)
            .type('application/json')
            .send('{"gone":true}' as never);
        },
      });
    },
    { prefix: '/api/probe' },
  );
  await app.ready();
  return app;
}

describe('answers of a declared route', () => {
  let app: Awaited<ReturnType<typeof probeApp>>;
  beforeAll(async () => {
    app = await probeApp();
  });
  afterAll(() => app.close());

  const get = (url: string) => app.inject({ method: 'GET', url });

  it('registers the route at its declared address and passes an answer that fits', async () => {
    const response = await get('/api/probe/42?answer=right');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { id: '42' } });
  });

  it('validates params and query with the declared schemas (400 naming the field)', async () => {
    const badParam = await get('/api/probe/abc?answer=right');
    expect(badParam.statusCode).toBe(400);
    expect(badParam.json().errors).toEqual([{ field: 'id', message: 'must be digits' }]);
    const badQuery = await get('/api/probe/1?answer=maybe');
    expect(badQuery.statusCode).toBe(400);
    expect(badQuery.json().errors[0].field).toBe('answer');
  });

  it('turns a body its declaration refuses into a 500 that names the route', async () => {
    const response = await get('/api/probe/1?answer=wrong-body');
    expect(response.statusCode).toBe(500);
    expect(response.json().message).toContain('GET /api/probe/:id answered 200 with a body its declaration refuses');
  });

  it('refuses a status the declaration does not list, and an error body outside the envelope', async () => {
    const teapot = await get('/api/probe/1?answer=teapot');
    expect(teapot.statusCode).toBe(500);
    expect(teapot.json().message).toContain('answered 418, which its declaration does not list');
    const badError = await get('/api/probe/1?answer=bad-error');
    expect(badError.statusCode).toBe(500);
    expect(badError.json().message).toContain('answered 404 with a body its declaration refuses');
  });

  it('refuses, where required, a route registered without its declaration', async () => {
    const strict = Fastify().withTypeProvider<ZodTypeProvider>();
    strict.setValidatorCompiler(validatorCompiler);
    strict.setSerializerCompiler(serializerCompiler);
    const registered = strict.register(
      async (api) => {
        requireDeclaredRoutes(api);
        route(api, fileRoute, { handler: async (_request, reply) => reply.type('text/plain').send('ok') });
        api.get('/by-hand', async () => ({ success: true }));
      },
      { prefix: '/api/probe' },
    );
    await expect(registered).rejects.toThrow('GET /api/probe/by-hand is not registered from a contract declaration');
  });

  it('sends a declared file as it is', async () => {
    const response = await get('/api/probe/file');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.body).toBe('a,b\n');
  });
});
