import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  ANY_ROUTE_ERROR_STATUSES,
  isFileAnswer,
  type FileAnswer,
  type RouteDeclaration,
} from '@batas/shared/contracts/route';
import { errorSchema } from '@batas/shared/contracts/envelope';
import { HttpError } from './errors.ts';

type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

type FileBody = Buffer | string | NodeJS.ReadableStream;

/**
 * The declaration as Fastify's route schema, so that the type provider types request and reply from it (a file
 * answer is typed as the bytes the handler sends; it has no response schema at run time).
 */
interface SchemaOf<Route extends RouteDeclaration> {
  params: Route['params'];
  querystring: Route['query'];
  body: Route['body'];
  response: {
    [Status in keyof Route['responses']]: Route['responses'][Status] extends FileAnswer
      ? z.ZodType<FileBody>
      : Route['responses'][Status];
  };
}

export type RouteHandler<Route extends RouteDeclaration> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  SchemaOf<Route>,
  ZodTypeProvider
>;

/** What a route adds to its declaration: its guards and limits, and the handler. */
export type RouteOptions<Route extends RouteDeclaration> = Pick<
  RouteShorthandOptions,
  'onRequest' | 'preValidation' | 'preHandler' | 'onResponse' | 'config' | 'bodyLimit' | 'serializerCompiler'
> & { handler: RouteHandler<Route> };

const DECLARED = 'declaredRoute';

const isDeclaredRoute = (config: unknown) =>
  typeof config === 'object' && config !== null && (config as Record<string, unknown>)[DECLARED] === true;

/** One contract per endpoint: in this plugin, a route registered by hand (not through route()) stops the start. */
export function requireDeclaredRoutes(app: FastifyInstance): void {
  app.addHook('onRoute', (options) => {
    if (!isDeclaredRoute(options.config))
      throw new Error(`${String(options.method)} ${options.url} is not registered from a contract declaration`);
  });
}

/** Set (to 1) in the API tests: every answer of a declared route is checked against its declaration. */
const VALIDATE_RESPONSES = process.env.BATAS_VALIDATE_RESPONSES === '1';

/**
 * Registers a declared route on the plugin it belongs to (the declaration's path, less the plugin's prefix): params,
 * query and body are validated with the declared schemas, JSON answers serialised through the declared ones, and
 * the handler's reply is typed by status from them.
 */
export function route<const Route extends RouteDeclaration>(
  app: ZodApp,
  declaration: Route,
  { handler, ...options }: RouteOptions<Route>,
): void {
  const address = `/api${declaration.path}`;
  if (!address.startsWith(app.prefix)) throw new Error(`${address} is declared outside ${app.prefix}`);
  const response = Object.fromEntries(
    Object.entries(declaration.responses).filter(([, answer]) => !isFileAnswer(answer)),
  ) as Record<number, z.ZodType>;
  app.route({
    ...options,
    config: Object.assign({}, options.config, { [DECLARED]: true }),
    method: declaration.method,
    url: address.slice(app.prefix.length) || '/',
    schema: definedOnly({
      tags: declaration.tags ? [...declaration.tags] : undefined,
      description: declaration.description,
      params: declaration.params,
      querystring: declaration.query,
      body: declaration.body,
      consumes: declaration.multipart ? ['multipart/form-data'] : undefined,
      response,
    }),
    ...(VALIDATE_RESPONSES ? { onSend: checkAnswer(declaration) } : {}),
    handler: handler as RouteHandlerMethod,
  });
}

/** Fastify warns of a schema part given as undefined: a route without a query has no querystring at all. */
const definedOnly = <T extends object>(parts: T) =>
  Object.fromEntries(Object.entries(parts).filter(([, value]) => value !== undefined)) as T;

/** The answer as the declaration says, or what is wrong with it. */
export function contractViolation(declaration: RouteDeclaration, status: number, payload: unknown): string | null {
  const declared = declaration.responses[status];
  const where = `${declaration.method} /api${declaration.path} answered ${status}`;
  if (declared === undefined) {
    if (!ANY_ROUTE_ERROR_STATUSES.includes(status)) return `${where}, which its declaration does not list`;
    return parses(errorSchema, payload) ? null : `${where} outside the error envelope`;
  }
  if (isFileAnswer(declared)) return null;
  if (!parses(declared, payload)) {
    const issues = declared.safeParse(readJson(payload)).error?.issues ?? [];
    return `${where} with a body its declaration refuses: ${JSON.stringify(issues).slice(0, 600)}`;
  }
  return null;
}

function readJson(payload: unknown): unknown {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return undefined;
  try {
    return JSON.parse(payload.toString());
  } catch {
    return undefined;
  }
}

const parses = (schema: z.ZodType, payload: unknown) => schema.safeParse(readJson(payload)).success;

function checkAnswer(declaration: RouteDeclaration) {
  return async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const violation = contractViolation(declaration, reply.statusCode, payload);
    if (violation) throw new HttpError(500, `The answer breaks its contract: ${violation}`);
    return payload;
  };
}
