import type { z } from 'zod';

/**
 * One endpoint, declared once: its method, its address under /api (Fastify's `:param` form), what it reads
 * (params, query, body) and every answer it gives by status, errors included. The API registers its handler from
 * it (apps/api/src/lib/route.ts), the web calls it through `call` (apps/web/src/lib/api-client.ts) with its
 * RouteRef, and `npm run check:contracts` sends it requests and parses what comes back. Both sides take their
 * types from here, so a change to a declaration fails the typecheck wherever a side no longer follows.
 *
 * This module holds no zod at run time: the web's pages import it (and the refs in ./endpoints) without the schemas.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** An answer that is a file (bytes under their own content type and file name), not a JSON document. */
export interface FileAnswer {
  readonly file: true;
}
export const fileAnswer: FileAnswer = Object.freeze({ file: true });

export type RouteResponse = z.ZodType | FileAnswer;

export interface RouteDeclaration {
  method: HttpMethod;
  /** Under /api, e.g. '/documents/resolve/:citation'. */
  path: `/${string}`;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The body is multipart form data (file uploads), which the handler reads itself. */
  multipart?: boolean;
  responses: Readonly<Record<number, RouteResponse>>;
  /** OpenAPI grouping. */
  tags?: readonly string[];
  /** OpenAPI description, where the summary above the declaration is not enough for an API client. */
  description?: string;
}

const declared = new WeakSet<RouteDeclaration>();

/** Declares an endpoint (the value is returned unchanged, its literal types kept). */
export function defineRoute<const Declaration extends RouteDeclaration>(declaration: Declaration): Declaration {
  declared.add(declaration);
  return declaration;
}

export const isRouteDeclaration = (value: unknown): value is RouteDeclaration =>
  typeof value === 'object' && value !== null && declared.has(value as RouteDeclaration);

export const isFileAnswer = (response: RouteResponse | undefined): response is FileAnswer =>
  typeof response === 'object' && response !== null && (response as Partial<FileAnswer>).file === true;

/**
 * Answers any route may give from the layers in front of its handler, in the error envelope: a request that fails
 * validation or cannot be read (400, 413, 415), a state-changing request without its CSRF token (403), too many
 * requests (429), and a failure on the server's side (500, 503). A route declares these only when its handler
 * gives them itself with a body of its own.
 */
export const ANY_ROUTE_ERROR_STATUSES: readonly number[] = [400, 403, 413, 415, 429, 500, 503];

/** The statuses a route answers with, as numbers. */
export type StatusOf<Route extends RouteDeclaration> = Extract<keyof Route['responses'], number>;
export type SuccessStatusOf<Route extends RouteDeclaration> = Extract<StatusOf<Route>, 200 | 201 | 202 | 204>;

/** A downloaded file, as the web reads it: its bytes and the file name the server gave (when it gave one). */
export interface DownloadedFile {
  blob: Blob;
  filename: string | null;
  contentType: string;
}

/** What a client receives for one declared answer: the parsed JSON, or a file. */
export type AnswerBody<Response> = Response extends z.ZodType
  ? z.output<Response>
  : Response extends FileAnswer
    ? DownloadedFile
    : never;

/** Declared answers of a route (all, or these statuses), as `{ status, body }`, each status with its own body. */
export type RouteAnswer<Route extends RouteDeclaration, Statuses extends StatusOf<Route> = StatusOf<Route>> = {
  [Status in Statuses]: { status: Status; body: AnswerBody<Route['responses'][Status]> };
}[Statuses];

/** The body of a route's success answer(s). */
export type RouteResult<Route extends RouteDeclaration> = AnswerBody<Route['responses'][SuccessStatusOf<Route>]>;

type Part<Schema, Key extends string> = Schema extends z.ZodType
  ? object extends z.input<Schema>
    ? { [K in Key]?: z.input<Schema> }
    : { [K in Key]: z.input<Schema> }
  : unknown;

/** What a caller passes: the route's params, query and body, each required when its schema requires something. */
export type RouteInput<Route extends RouteDeclaration> = Part<Route['params'], 'params'> &
  Part<Route['query'], 'query'> &
  (Route['multipart'] extends true ? { body: FormData } : Part<Route['body'], 'body'>);

/**
 * What the web needs of a declaration at run time, its method and address, without its schemas (zod stays out of
 * the pages' JavaScript). The declaration rides along as a type: a ref whose method or path differs from its
 * declaration fails the typecheck, and calls through it are typed by the declaration.
 */
export interface RouteRef<Route extends RouteDeclaration> {
  readonly method: Route['method'];
  readonly path: Route['path'];
  /** Type only: never set. */
  readonly declaration?: Route;
}

export const routeRef = <Route extends RouteDeclaration>(
  method: Route['method'],
  path: Route['path'],
): RouteRef<Route> => ({ method, path });

/** The address of a route with its params filled in (each encoded as one path segment). */
export function routePath(
  route: Pick<RouteDeclaration, 'path'>,
  params: Readonly<Record<string, unknown>> = {},
): string {
  return route.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') throw new Error(`${route.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}
